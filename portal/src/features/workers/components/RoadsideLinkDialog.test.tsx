import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { fakeServer, json } from '../testing/server'
import RoadsideLinkDialog from './RoadsideLinkDialog'

const LINK = '/eurofiscalis/workers/company/1/worker/12/roadsideLink'
const url = 'http://localhost:3333/en/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345'

/** A posting's link as the api keeps it: none at first, made, sent, revoked. */
function linkServer() {
  let live = false
  const sent: unknown[] = []
  const fetch = fakeServer({
    [`GET ${LINK}`]: () =>
      json(200, {
        link: live ? { url, expiresOn: '2027-02-28' } : null,
        openings: live
          ? { count: 3, lastOpenedAt: '2026-11-26T08:30:00.000Z' }
          : { count: 0, lastOpenedAt: null },
      }),
    [`POST ${LINK}`]: () => {
      live = true
      return json(201, { url, expiresOn: '2027-02-28' })
    },
    [`POST ${LINK}/send`]: (body) => {
      const email = (body as { email: string }).email
      if (email.endsWith('.invalid')) {
        return json(422, { errors: [{ field: 'email', message: 'This address cannot receive mail' }] })
      }
      sent.push(body)
      return json(200, { sent: true })
    },
    [`POST ${LINK}/revoke`]: () => {
      live = false
      return json(200, { revoked: true })
    },
  })
  return { fetch, sent }
}

describe('RoadsideLinkDialog', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('makes the link, shows its QR code, address, last day and openings, sends it, and revokes it', async () => {
    const user = userEvent.setup()
    const { fetch, sent } = linkServer()
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(
      <RoadsideLinkDialog companyId={1} workerId={12} name="Jan Kowalski" onClose={() => {}} />
    )

    const dialog = await screen.findByRole('dialog', { name: 'Roadside link of Jan Kowalski' })
    await user.click(await within(dialog).findByRole('button', { name: 'Make the link' }))

    expect(await within(dialog).findByRole('img', { name: 'QR code of the roadside link' })).toBeDefined()
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe(url)
    expect(within(dialog).getByText('Valid until 28/02/2027')).toBeDefined()
    expect(within(dialog).getByText(/^Opened 3 times · last on 26\/11\/2026/)).toBeDefined()

    const address = within(dialog).getByLabelText('E-mail address')
    await user.type(address, 'nobody@example.invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('This address cannot receive mail')).toBeDefined()
    await user.clear(address)
    await user.type(address, 'jan@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toEqual([{ email: 'jan@example.com' }]))
    await waitFor(() => expect((address as HTMLInputElement).value).toBe(''))

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the roadside link' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByRole('button', { name: 'Make a new link' })).toBeDefined()
    expect(within(dialog).queryByRole('img')).toBeNull()
  })
})
