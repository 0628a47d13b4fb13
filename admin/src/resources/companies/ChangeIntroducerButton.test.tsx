import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, HttpError, Notification, RecordContextProvider, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { activeFrance } from '../workerContracts/fixtures'
import { ChangeIntroducerButton } from './ChangeIntroducerButton'
import type { ActiveContracts } from './types'

const company = { id: 7, name: 'Łódź Trans Sp. z o.o.' }
const introducers = [
  { id: 1, code: 'PROMO65', name: 'Agence Martin' },
  { id: 2, code: 'TRUCK10', name: 'Kowalski Doradztwo' },
]
const allowed: ActiveContracts = {
  workerContracts: [activeFrance],
  businessIntroducerIds: [1],
  updateDisable: false,
  reason: null,
}

const openDialog = (overrides: Partial<AppDataProvider> = {}, locale: 'en' | 'pl' = 'en') => {
  const dataProvider = testDataProvider({
    listActiveContracts: vi.fn(async () => allowed),
    listAvailableIntroducers: vi.fn(async () => introducers),
    updateActiveContracts: vi.fn(async () => ({
      ...allowed,
      businessIntroducerIds: [2],
      successes: [{ message: 'The business introducer has been changed' }],
    })),
    ...overrides,
  })
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
      <RecordContextProvider value={company}>
        <ChangeIntroducerButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>
  )
  fireEvent.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Change promo code' : 'Zmień kod promocyjny' })
  )
  return { dialog: screen.getByRole('dialog'), dataProvider }
}

const confirmButton = (dialog: HTMLElement, name = 'Change') =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement

describe('ChangeIntroducerButton', () => {
  afterEach(cleanup)

  it('names the company and its running contracts, and needs an introducer before it confirms', async () => {
    const { dialog, dataProvider } = openDialog()
    expect(within(dialog).getByText('Łódź Trans Sp. z o.o.')).toBeDefined()
    expect(await within(dialog).findByText(/FR \(01\/09\/2026 – 28\/02\/2027, PROMO65\)/)).toBeDefined()
    expect(confirmButton(dialog).disabled).toBe(true)
    fireEvent.click(confirmButton(dialog))
    expect(dataProvider.updateActiveContracts).not.toHaveBeenCalled()
  })

  it('offers the available introducers, marks the current one, and sends the chosen one', async () => {
    const { dialog, dataProvider } = openDialog()
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Business introducer/ }))
    expect(await screen.findByRole('option', { name: 'Agence Martin (PROMO65) · current' })).toBeDefined()
    fireEvent.click(screen.getByRole('option', { name: 'Kowalski Doradztwo (TRUCK10)' }))
    expect(confirmButton(dialog).disabled).toBe(false)
    fireEvent.click(confirmButton(dialog))
    await waitFor(() => expect(dataProvider.updateActiveContracts).toHaveBeenCalledWith(7, 2))
    expect(await screen.findByText('The business introducer has been changed')).toBeDefined()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it.each([
    ['noActiveContract' as const, 'The company has no active contract.'],
    ['pendingRequest' as const, 'A request of the company is waiting for its payment.'],
  ])('says why it is not allowed (%s) and offers nothing to confirm', async (reason, why) => {
    const listActiveContracts = vi.fn(async () => ({
      ...allowed,
      workerContracts: reason === 'noActiveContract' ? [] : allowed.workerContracts,
      updateDisable: true,
      reason,
    }))
    const { dialog, dataProvider } = openDialog({ listActiveContracts })
    expect(await within(dialog).findByText(`Update promo code is not allowed. ${why}`)).toBeDefined()
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    expect(confirmButton(dialog).disabled).toBe(true)
    fireEvent.click(confirmButton(dialog))
    expect(dataProvider.updateActiveContracts).not.toHaveBeenCalled()
  })

  it("stays open with the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const updateActiveContracts = vi.fn(async () => {
      throw new HttpError('A request of the company is waiting for its payment', 409)
    })
    const { dialog } = openDialog({ updateActiveContracts })
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Business introducer/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Kowalski Doradztwo (TRUCK10)' }))
    fireEvent.click(confirmButton(dialog))
    expect(await screen.findByText('A request of the company is waiting for its payment')).toBeDefined()
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('speaks Polish', async () => {
    const { dialog } = openDialog({}, 'pl')
    expect(within(dialog).getByText('Zmień pośrednika aktywnej umowy')).toBeDefined()
    expect(await within(dialog).findByText(/Aktywne umowy:/)).toBeDefined()
    expect(confirmButton(dialog, 'Zmień').disabled).toBe(true)
  })
})
