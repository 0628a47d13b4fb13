import db from '@adonisjs/lucid/services/db'
import { CompanyFactory } from '#database/factories/company_factory'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

/** An invoice of a company of its own, issued on `date` (the start of its contract). */
async function invoiceOf(name: string, date: string) {
  const company = await CompanyFactory.merge({ name }).create()
  const { invoice, contract, country } = await createInvoicedPurchase({ company, startDate: date })
  return { company, invoice, contract, country }
}

/**
 * Three invoices of three companies, each of 474.00 EUR excluding tax, and two credit notes:
 * Łódź Żuraw Transport, invoiced on 2026-09-15 (reverse charge) and credited 79.00 EUR on 2026-11-02;
 * Alpha Cargo, invoiced on 2026-10-05 with 20 % VAT (a customer of the seller's country) and credited 100.00 EUR
 * on 2026-10-10; Bravo Freight, invoiced on 2026-10-20, never credited.
 */
export async function billingFixture() {
  const lodz = await invoiceOf('Łódź Żuraw Transport', '2026-09-15')
  const alpha = await invoiceOf('Alpha Cargo', '2026-10-05')
  // Issued with VAT, as the VAT rule does for a customer established in the seller's country.
  await db.from('invoices').where('id', alpha.invoice.id).update({
    amount_taxes_cents: 9480,
    amount_with_taxes_cents: 56880,
    vat_rate_basis_points: 2000,
    reverse_charge: false,
  })
  const bravo = await invoiceOf('Bravo Freight', '2026-10-20')
  const alphaNote = await issueCreditNote({
    invoiceId: alpha.invoice.id,
    amountCents: 10000,
    issueDate: '2026-10-10',
  })
  const lodzNote = await issueCreditNote({
    invoiceId: lodz.invoice.id,
    amountCents: 7900,
    issueDate: '2026-11-02',
  })
  return { lodz, alpha, bravo, notes: { alpha: alphaNote, lodz: lodzNote } }
}
