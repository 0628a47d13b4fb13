import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, HttpError, RecordContextProvider, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { CreditNoteButton } from './CreditNoteButton'
import { creditedInvoice } from './fixtures'

const openDialog = (createCreditNote: AppDataProvider['createCreditNote'], invoice = creditedInvoice) => {
  render(
    <AdminContext
      dataProvider={testDataProvider({ createCreditNote })}
      i18nProvider={createI18nProvider('en')}
    >
      <RecordContextProvider value={invoice}>
        <CreditNoteButton />
      </RecordContextProvider>
    </AdminContext>
  )
  fireEvent.click(screen.getByRole('button', { name: 'Credit note' }))
  return screen.getByRole('dialog')
}

const amountOf = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/Amount excl. tax/) as HTMLInputElement
const create = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create the credit note' }))

describe('CreditNoteButton', () => {
  afterEach(cleanup)

  it('is not offered once nothing is left to credit', () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
        <RecordContextProvider value={{ ...creditedInvoice, creditableCents: 0 }}>
          <CreditNoteButton />
        </RecordContextProvider>
      </AdminContext>
    )
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull()
  })

  it('is not offered to a back-office accountant, who reads (the server refuses them anyway)', async () => {
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => 'accountant',
    }
    render(
      <AdminContext
        dataProvider={testDataProvider()}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('en')}
      >
        <RecordContextProvider value={creditedInvoice}>
          <CreditNoteButton />
        </RecordContextProvider>
      </AdminContext>
    )
    // Shown until the role is known (an admin's screens wait for nothing), then taken away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull())
  })

  it('shows what is left as the maximum and refuses more without calling the server', () => {
    const createCreditNote = vi.fn()
    const dialog = openDialog(createCreditNote)
    expect(within(dialog).getByText('At most EUR 374.00')).toBeDefined()
    fireEvent.change(amountOf(dialog), { target: { value: '374,01' } })
    create(dialog)
    expect(within(dialog).getByText('At most EUR 374.00 is left to credit')).toBeDefined()
    expect(createCreditNote).not.toHaveBeenCalled()
  })

  it('sends the amount in cents, dated today by default', async () => {
    const createCreditNote = vi.fn(async () => ({
      successes: [{ message: 'Credit note A-2026-000003 has been created.' }],
    }))
    const dialog = openDialog(createCreditNote)
    const date = within(dialog).getByLabelText(/Date/) as HTMLInputElement
    const today = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    // Shown DD/MM/YYYY whatever the browser's locale, sent as YYYY-MM-DD.
    expect(date.value).toBe(`${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`)
    fireEvent.change(amountOf(dialog), { target: { value: '120,50' } })
    create(dialog)
    const sent = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
    await waitFor(() => expect(createCreditNote).toHaveBeenCalledWith(7, { date: sent, amount: 12050 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("shows the server's refusal on its field and stays open", async () => {
    const createCreditNote = vi.fn(async () => {
      throw new HttpError('refused', 400, {
        errors: [
          {
            field: 'amount',
            message: 'The amount exceeds what is left to credit on invoice F-2026-000042 (€74.00).',
          },
        ],
      })
    })
    const dialog = openDialog(createCreditNote)
    fireEvent.change(amountOf(dialog), { target: { value: '100' } })
    create(dialog)
    expect(
      await within(dialog).findByText(
        'The amount exceeds what is left to credit on invoice F-2026-000042 (€74.00).'
      )
    ).toBeDefined()
    expect(screen.getByRole('dialog')).toBeDefined()
  })
})
