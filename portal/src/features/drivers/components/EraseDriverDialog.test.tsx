import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/features/workers/testing/render'
import { fakeServer, json } from '@/features/workers/testing/server'
import { EraseDriverDialog } from './EraseDriverDialog'

const ERASE = 'POST /eurofiscalis/company/1/drivers/41/erase'

function renderDialog(fetch: ReturnType<typeof fakeServer>, onClose = vi.fn()) {
  vi.stubGlobal('fetch', fetch)
  renderWithProviders(<EraseDriverDialog companyId={1} driverId={41} name="Jan KOWALSKI" onClose={onClose} />)
  return onClose
}

afterEach(() => vi.unstubAllGlobals())

describe("a driver's erasure", () => {
  it('says it cannot be undone, and shows the reason the server refuses it', async () => {
    const user = userEvent.setup()
    const reason =
      'This driver cannot be erased while he is posted on a running or scheduled contract. Remove him from those contracts first, or wait until they end.'
    const fetch = fakeServer({ [ERASE]: () => json(409, { errors: [{ message: reason }] }) })
    const onClose = renderDialog(fetch)

    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Jan KOWALSKI?' })
    expect(dialog.textContent).toContain('this cannot be undone')
    await user.click(screen.getByRole('button', { name: 'Erase for good' }))

    expect((await screen.findByRole('alert')).textContent).toBe(reason)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes once the server has erased him', async () => {
    const user = userEvent.setup()
    const fetch = fakeServer({
      [ERASE]: () => json(200, { erased: true, successes: [{ message: 'Erased.' }] }),
      'POST /session/csrf': () => json(200, {}),
    })
    const onClose = renderDialog(fetch)

    await user.click(await screen.findByRole('button', { name: 'Erase for good' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/en/api/eurofiscalis/company/1/drivers/41/erase')
  })
})
