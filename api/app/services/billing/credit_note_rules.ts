/**
 * A credit note corrects an invoice: the credit notes of one invoice together never exceed the invoice's total
 * excluding tax (credit note amounts are entered excluding tax). Pure rules, tested without a database.
 */
export type CreditNoteRefusal = 'amountNotPositive' | 'exceedsRemaining' | 'beforeInvoice' | 'inTheFuture'

export function remainingCreditableCents(invoiceTotalCents: number, creditedCents: number[]) {
  const credited = creditedCents.reduce((sum, amount) => sum + amount, 0)
  return Math.max(0, invoiceTotalCents - credited)
}

/** Why a new credit note cannot be issued, or null when it can. Dates are calendar dates 'YYYY-MM-DD'. */
export function creditNoteRefusal(input: {
  invoiceTotalCents: number
  invoiceIssueDate: string
  creditedCents: number[]
  amountCents: number
  issueDate: string
  today: string
}): CreditNoteRefusal | null {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) return 'amountNotPositive'
  if (input.issueDate < input.invoiceIssueDate) return 'beforeInvoice'
  if (input.issueDate > input.today) return 'inTheFuture'
  if (input.amountCents > remainingCreditableCents(input.invoiceTotalCents, input.creditedCents)) {
    return 'exceedsRemaining'
  }
  return null
}

/**
 * The tax a credit note gives back, in proportion to the invoice's own tax (zero for a reverse-charge invoice),
 * and its total including tax.
 */
export function creditNoteTotals(
  amountCents: number,
  invoice: { amountWithoutTaxCents: number; amountTaxesCents: number }
) {
  const taxesCents =
    invoice.amountWithoutTaxCents === 0
      ? 0
      : Math.round((amountCents * invoice.amountTaxesCents) / invoice.amountWithoutTaxCents)
  return { withoutTaxCents: amountCents, taxesCents, withTaxesCents: amountCents + taxesCents }
}
