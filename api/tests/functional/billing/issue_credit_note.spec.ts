import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import CreditNote from '#models/credit_note'
import { isolateEachTest } from '#tests/helpers/database'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { BusinessException } from '#exceptions/business_exception'
import i18nManager from '@adonisjs/i18n/services/main'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

async function sequenceOf(year: number) {
  const row = await db.from('document_sequences').where({ type: 'credit_note', year }).first()
  return row ? Number(row.last_number) : 0
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof BusinessException) return error
    throw error
  }
  throw new Error('The credit note was not refused')
}

test.group('Billing | issue a credit note', (group) => {
  isolateEachTest(group)

  test('a credit note within the invoice total is numbered and keeps the invoice language', async ({
    assert,
  }) => {
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const note = await issueCreditNote({
      invoiceId: invoice.id,
      amountCents: 7900,
      issueDate: '2026-06-15',
      reason: '  Rabat handlowy  ',
      createdByUserId: null,
    })

    assert.match(note.number, /^A-2026-\d{6}$/)
    assert.include(
      { ...note.$attributes },
      {
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        issueDate: '2026-06-15',
        amountCents: 7900,
        currency: 'EUR',
        reason: 'Rabat handlowy',
        locale: invoice.locale,
      }
    )
  })

  test('credit notes may add up to the invoice total, not one cent more', async ({ assert }) => {
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })
    await issueCreditNote({ invoiceId: invoice.id, amountCents: 7900, issueDate: '2026-06-10' })
    await issueCreditNote({ invoiceId: invoice.id, amountCents: 39500, issueDate: '2026-06-11' })
    const before = await sequenceOf(2026)

    const refusal = await refusalOf(
      issueCreditNote({ invoiceId: invoice.id, amountCents: 1, issueDate: '2026-06-12' })
    )

    assert.equal(refusal.status, 400)
    assert.equal(refusal.translationKey, 'billing.errors.exceedsRemaining')
    assert.equal(
      i18nManager.locale('en').t(refusal.translationKey, refusal.options.data),
      `The amount exceeds what is left to credit on invoice ${invoice.number} (€0.00).`
    )
    assert.lengthOf(await CreditNote.query().where('invoice_id', invoice.id), 2)
    assert.equal(await sequenceOf(2026), before)
  })

  test('a credit note above what remains is refused and changes nothing', async ({ assert }) => {
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })
    await issueCreditNote({ invoiceId: invoice.id, amountCents: 7900, issueDate: '2026-06-10' })
    const before = await sequenceOf(2026)

    const refusal = await refusalOf(
      issueCreditNote({ invoiceId: invoice.id, amountCents: 39501, issueDate: '2026-06-12' })
    )

    assert.equal(refusal.options.field, 'amount')
    assert.equal(
      i18nManager.locale('fr').t(refusal.translationKey, refusal.options.data),
      `Le montant dépasse ce qui reste à créditer sur la facture ${invoice.number} (395,00\u00a0€).`
    )
    const notes = await CreditNote.query().where('invoice_id', invoice.id)
    assert.deepEqual(
      notes.map((note) => note.amountCents),
      [7900]
    )
    assert.equal(await sequenceOf(2026), before)
  })

  test('refuses {case}')
    .with([
      { case: 'a zero amount', amountCents: 0, issueDate: '2026-06-10', key: 'amountNotPositive' },
      { case: 'a negative amount', amountCents: -100, issueDate: '2026-06-10', key: 'amountNotPositive' },
      { case: 'a date before the invoice', amountCents: 100, issueDate: '2026-05-31', key: 'beforeInvoice' },
      { case: 'a date in the future', amountCents: 100, issueDate: '2999-01-01', key: 'inTheFuture' },
    ])
    .run(async ({ assert }, row) => {
      const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

      const refusal = await refusalOf(
        issueCreditNote({ invoiceId: invoice.id, amountCents: row.amountCents, issueDate: row.issueDate })
      )

      assert.equal(refusal.translationKey, `billing.errors.${row.key}`)
      assert.lengthOf(await CreditNote.query().where('invoice_id', invoice.id), 0)
    })
})
