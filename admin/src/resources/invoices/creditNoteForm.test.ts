import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { checkCreditNote, serverFieldErrors } from './creditNoteForm'

const invoice = { issueDate: '2026-10-05', creditableCents: 37400 }
const today = '2026-11-25'

describe('the credit-note form', () => {
  it.each([
    ['374', 37400],
    ['374,00', 37400],
    ['120.5', 12050],
    ['0,01', 1],
  ])('reads %j euros as %i cents, within what is left', (amount, cents) => {
    expect(checkCreditNote({ date: today, amount }, invoice, today)).toEqual({
      amountCents: cents,
      errors: {},
    })
  })

  it('refuses more than is left to credit, saying how much is', () => {
    expect(checkCreditNote({ date: today, amount: '374,01' }, invoice, today).errors).toEqual({
      amount: { key: 'app.billing.credit_note.errors.exceeds', cents: 37400 },
    })
  })

  it.each([
    ['', 'ra.validation.required'],
    ['  ', 'ra.validation.required'],
    ['-5', 'app.billing.credit_note.errors.amount_invalid'],
    ['12,345', 'app.billing.credit_note.errors.amount_invalid'],
    ['abc', 'app.billing.credit_note.errors.amount_invalid'],
    ['0', 'app.billing.credit_note.errors.amount_positive'],
  ])('refuses the amount %j', (amount, key) => {
    expect(checkCreditNote({ date: today, amount }, invoice, today).errors.amount?.key).toBe(key)
  })

  it('refuses a date in the future, before the invoice, or none', () => {
    const dateError = (date: string) => checkCreditNote({ date, amount: '10' }, invoice, today).errors.date
    expect(dateError('2026-11-26')).toEqual({ key: 'app.billing.credit_note.errors.future' })
    expect(dateError('2026-10-04')).toEqual({
      key: 'app.billing.credit_note.errors.before_invoice',
      date: '2026-10-05',
    })
    expect(dateError('')).toEqual({ key: 'ra.validation.required' })
    expect(dateError('2026-10-05')).toBeUndefined()
  })

  it('puts the server messages on their fields and keeps the others apart', () => {
    const refusal = new HttpError('x', 400, {
      errors: [
        {
          field: 'amount',
          message: 'The amount exceeds what is left to credit on invoice F-2026-000002 (€374.00).',
        },
        { message: 'Something else' },
      ],
    })
    expect(serverFieldErrors(refusal)).toEqual({
      fields: { amount: 'The amount exceeds what is left to credit on invoice F-2026-000002 (€374.00).' },
      general: ['Something else'],
    })
    expect(serverFieldErrors(new Error('ra.notification.http_error'))).toEqual({
      fields: {},
      general: ['ra.notification.http_error'],
    })
  })
})
