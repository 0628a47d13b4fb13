import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, Notification, RecordContextProvider, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { pendingTransfer } from './fixtures'
import { ValidateRequestButton } from './ValidateRequestButton'

const openDialog = (validateRequest: AppDataProvider['validateRequest'], request = pendingTransfer) => {
  render(
    <AdminContext
      dataProvider={testDataProvider({ validateRequest })}
      i18nProvider={createI18nProvider('en')}
    >
      <RecordContextProvider value={request}>
        <ValidateRequestButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>
  )
  fireEvent.click(screen.getByRole('button', { name: 'Validate' }))
  return screen.getByRole('dialog')
}

const startDateOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: false }) as HTMLInputElement

const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Validate' }) as HTMLButtonElement

describe('ValidateRequestButton', () => {
  afterEach(cleanup)

  it('summarizes the request and proposes the contract start dates', () => {
    const dialog = openDialog(vi.fn())
    expect(within(dialog).getByText('Trans-Demo Sp. z o.o. · PL5260250274')).toBeDefined()
    expect(within(dialog).getByText('EUR 474.00')).toBeDefined()
    expect(within(dialog).getByText('PW-2026-0012')).toBeDefined()
    expect(startDateOf(dialog, 'France (FR)').value).toBe('22/11/2026')
    expect(startDateOf(dialog, 'EU Mobility Package (EU)').value).toBe('23/11/2026')
  })

  it('says what validating a card order means: its amount came another way', () => {
    const transfer = openDialog(vi.fn())
    expect(within(transfer).getByText(/Check that the transfer has arrived/)).toBeDefined()
    cleanup()
    const card = openDialog(vi.fn(), { ...pendingTransfer, mop: 'CARD' })
    expect(within(card).queryByText(/Check that the transfer has arrived/)).toBeNull()
    expect(within(card).getByText(/no card payment has been confirmed/)).toBeDefined()
  })

  it('needs every start date', () => {
    const validateRequest = vi.fn()
    const dialog = openDialog(validateRequest)
    fireEvent.change(startDateOf(dialog, 'France (FR)'), { target: { value: '' } })
    expect(confirmButton(dialog).disabled).toBe(true)
    expect(within(dialog).getByText('Required')).toBeDefined()
    fireEvent.click(confirmButton(dialog))
    expect(validateRequest).not.toHaveBeenCalled()
  })

  it('sends the chosen start date of each country and says it is done', async () => {
    const validateRequest = vi.fn(async () => ({
      successes: [{ message: 'The request has been validated' }],
    }))
    const dialog = openDialog(validateRequest)
    fireEvent.change(startDateOf(dialog, 'France (FR)'), { target: { value: '01/12/2026' } })
    fireEvent.click(confirmButton(dialog))
    await waitFor(() =>
      expect(validateRequest).toHaveBeenCalledWith(12, [
        { countryCode: 'FR', startDate: '2026-12-01' },
        { countryCode: 'EU', startDate: '2026-11-23' },
      ])
    )
    expect(await screen.findByText('The request has been validated')).toBeDefined()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("stays open with the server's message when validation is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const validateRequest = vi.fn(async () => {
      throw new Error('The request is no longer pending')
    })
    const dialog = openDialog(validateRequest)
    fireEvent.click(confirmButton(dialog))
    expect(await screen.findByText('The request is no longer pending')).toBeDefined()
    expect(confirmButton(dialog).disabled).toBe(false)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('starts again from the proposed dates when reopened', async () => {
    const dialog = openDialog(vi.fn())
    fireEvent.change(startDateOf(dialog, 'France (FR)'), { target: { value: '01/12/2026' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }))
    expect(startDateOf(screen.getByRole('dialog'), 'France (FR)').value).toBe('22/11/2026')
  })
})
