import { test } from '@japa/runner'
import {
  type CreditNoteRefusal,
  creditNoteRefusal,
  creditNoteTotals,
  remainingCreditableCents,
} from '#services/billing/credit_note_rules'

const INVOICE = { invoiceTotalCents: 47400, invoiceIssueDate: '2026-06-01', today: '2026-11-22' }

test.group('Billing | credit-note ceiling', () => {
  test('remaining of {total} after {credited} is {expected}')
    .with([
      { total: 47400, credited: [], expected: 47400 },
      { total: 47400, credited: [7900], expected: 39500 },
      { total: 47400, credited: [7900, 39500], expected: 0 },
      // Never negative, even if the data were already wrong.
      { total: 47400, credited: [47400, 100], expected: 0 },
    ])
    .run(({ assert }, row) => {
      assert.equal(remainingCreditableCents(row.total, row.credited), row.expected)
    })

  test('{amount} after {credited} on {issueDate}: {expected}')
    .with([
      { amount: 7900, credited: [], issueDate: '2026-11-22', expected: null },
      { amount: 47400, credited: [], issueDate: '2026-06-01', expected: null },
      { amount: 39500, credited: [7900], issueDate: '2026-07-01', expected: null },
      { amount: 39501, credited: [7900], issueDate: '2026-07-01', expected: 'exceedsRemaining' },
      { amount: 1, credited: [47400], issueDate: '2026-07-01', expected: 'exceedsRemaining' },
      { amount: 47401, credited: [], issueDate: '2026-07-01', expected: 'exceedsRemaining' },
      { amount: 0, credited: [], issueDate: '2026-07-01', expected: 'amountNotPositive' },
      { amount: -100, credited: [], issueDate: '2026-07-01', expected: 'amountNotPositive' },
      { amount: 10.5, credited: [], issueDate: '2026-07-01', expected: 'amountNotPositive' },
      { amount: 7900, credited: [], issueDate: '2026-05-31', expected: 'beforeInvoice' },
      { amount: 7900, credited: [], issueDate: '2026-11-23', expected: 'inTheFuture' },
    ] as { amount: number; credited: number[]; issueDate: string; expected: CreditNoteRefusal | null }[])
    .run(({ assert }, row) => {
      assert.equal(
        creditNoteRefusal({
          ...INVOICE,
          creditedCents: row.credited,
          amountCents: row.amount,
          issueDate: row.issueDate,
        }),
        row.expected
      )
    })

  test('a reverse-charge invoice gives back no tax; a taxed one in proportion', ({ assert }) => {
    assert.deepEqual(creditNoteTotals(7900, { amountWithoutTaxCents: 47400, amountTaxesCents: 0 }), {
      withoutTaxCents: 7900,
      taxesCents: 0,
      withTaxesCents: 7900,
    })
    assert.deepEqual(creditNoteTotals(7900, { amountWithoutTaxCents: 47400, amountTaxesCents: 10902 }), {
      withoutTaxCents: 7900,
      taxesCents: 1817,
      withTaxesCents: 9717,
    })
  })
})
