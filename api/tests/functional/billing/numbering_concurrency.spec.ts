import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/invoice'
import CreditNote from '#models/credit_note'
import Company from '#models/company'
import RepresentativeCountry from '#models/representative_country'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { createCustomer } from '#tests/helpers/users'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'

/**
 * Real concurrency needs real transactions on separate connections, so this group does not run inside the global
 * test transaction: it commits its rows, uses a year no other test uses (2099) and deletes everything afterwards.
 */
const YEAR = 2099
/** Credit notes cannot be dated in the future: theirs go in a past year no other test uses either. */
const PAST_YEAR = 2000
const PARALLEL = 20

let company: Company | null = null
let country: RepresentativeCountry | null = null

async function removeEverything() {
  if (company) {
    const companyId = company.id
    await db.from('credit_notes').where('company_id', companyId).delete()
    await db.from('invoices').where('company_id', companyId).delete()
    const requests = db.from('worker_requests').where('company_id', companyId).select('id')
    await db.from('worker_request_lines').whereIn('worker_request_id', requests).delete()
    await db.from('worker_contracts').where('company_id', companyId).delete()
    await db.from('worker_requests').where('company_id', companyId).delete()
    await db.from('users').where('company_id', companyId).delete()
    await db.from('companies').where('id', companyId).delete()
  }
  if (country) {
    await db.from('representative_countries').where('id', country.id).delete()
    if (country.representativeCompanyId) {
      await db.from('representative_companies').where('id', country.representativeCompanyId).delete()
    }
  }
  await db.from('document_sequences').whereIn('year', [YEAR, PAST_YEAR]).delete()
  company = null
  country = null
}

test.group('Billing | numbering under concurrency', (group) => {
  group.setup(async () => {
    company = await CompanyFactory.create()
    country = await RepresentativeCountryFactory.with('representativeCompany').create()
    return removeEverything
  })

  test('20 invoices issued in parallel transactions get consecutive numbers, no gap, no duplicate', async ({
    assert,
  }) => {
    const user = await createCustomer({ company: company! })
    const purchases = []
    for (let index = 0; index <= PARALLEL; index++) {
      purchases.push(await createValidatedPurchase({ user, country: country! }))
    }
    // The year's first invoice creates its sequence; the others then race for it.
    const [first, ...racing] = purchases
    await db.transaction((trx) =>
      issueContractInvoice(first.contract, first.request, trx, { issueDate: `${YEAR}-01-02` })
    )

    const issued = await Promise.all(
      racing.map(({ contract, request }) =>
        db.transaction((trx) => issueContractInvoice(contract, request, trx, { issueDate: `${YEAR}-01-03` }))
      )
    )

    const numbers = issued.map((invoice) => invoice.sequenceNumber).sort((a, b) => a - b)
    assert.deepEqual(
      numbers,
      Array.from({ length: PARALLEL }, (_, index) => index + 2)
    )
    const stored = await Invoice.query().where('sequence_year', YEAR).orderBy('sequence_number', 'asc')
    assert.deepEqual(
      stored.map((invoice) => invoice.number),
      Array.from({ length: PARALLEL + 1 }, (_, index) => `F-${YEAR}-${String(index + 1).padStart(6, '0')}`)
    )
    const sequence = await db.from('document_sequences').where({ type: 'invoice', year: YEAR }).firstOrFail()
    assert.equal(Number(sequence.last_number), PARALLEL + 1)
  }).timeout(60_000)

  test('the same contract issued by two validations at once gets one invoice', async ({ assert }) => {
    const user = await createCustomer({ company: company! })
    const { contract, request } = await createValidatedPurchase({ user, country: country! })

    const [a, b] = await Promise.all([
      db.transaction((trx) => issueContractInvoice(contract, request, trx, { issueDate: `${YEAR}-02-01` })),
      db.transaction((trx) => issueContractInvoice(contract, request, trx, { issueDate: `${YEAR}-02-01` })),
    ])

    assert.equal(a.id, b.id)
    assert.lengthOf(await Invoice.query().where('worker_contract_id', contract.id), 1)
  }).timeout(30_000)

  test('two credit notes racing for the same remainder: one is refused', async ({ assert }) => {
    const user = await createCustomer({ company: company! })
    const { contract, request } = await createValidatedPurchase({ user, country: country! })
    const invoice = await db.transaction((trx) =>
      issueContractInvoice(contract, request, trx, { issueDate: `${PAST_YEAR}-01-05` })
    )

    const results = await Promise.allSettled(
      [30000, 30000, 30000].map((amountCents) =>
        issueCreditNote({ invoiceId: invoice.id, amountCents, issueDate: `${PAST_YEAR}-01-06` })
      )
    )

    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected', 'rejected'])
    const notes = await CreditNote.query().where('invoice_id', invoice.id)
    assert.deepEqual(
      notes.map((note) => note.amountCents),
      [30000]
    )
  }).timeout(30_000)
})
