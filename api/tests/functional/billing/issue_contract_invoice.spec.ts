import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import providerConfig from '#config/provider'
import { createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'

test.group('Billing | issue a contract invoice', (group) => {
  isolateEachTest(group)

  test("the invoice of a validated contract: number, snapshots, one item, totals, the buyer's language", async ({
    assert,
  }) => {
    const company = await CompanyFactory.merge({
      name: 'Trans-Demo Sp. z o.o.',
      vatNumber: 'PL5260250274',
      addressLine1: 'ul. Przykładowa 12',
      addressLine2: 'lok. 4',
      postalCode: '90-001',
      city: 'Łódź',
      countryCode: 'PL',
    }).create()
    const user = await createCustomer({ company, user: { locale: 'pl' } })
    const country = await RepresentativeCountryFactory.merge({ code: 'AT', name: 'Austria' }).create()
    const { contract, request } = await createValidatedPurchase({ user, country, startDate: '2026-11-22' })

    const invoice = await db.transaction((trx) =>
      issueContractInvoice(contract, request, trx, { issueDate: '2026-11-22' })
    )

    assert.match(invoice.number, /^F-2026-\d{6}$/)
    assert.equal(invoice.number, `F-2026-${String(invoice.sequenceNumber).padStart(6, '0')}`)
    assert.equal(invoice.sequenceYear, 2026)
    assert.include(
      { ...invoice.$attributes },
      {
        companyId: company.id,
        workerContractId: contract.id,
        workerRequestId: request.id,
        issueDate: '2026-11-22',
        customerName: 'Trans-Demo Sp. z o.o.',
        customerVatNumber: 'PL5260250274',
        customerAddress: 'ul. Przykładowa 12\nlok. 4\n90-001 Łódź\nPolska',
        sellerVatNumber: providerConfig.seller.vatNumber,
        amountWithoutTaxCents: 47400,
        amountTaxesCents: 0,
        amountWithTaxesCents: 47400,
        currency: 'EUR',
        locale: 'pl',
      }
    )
    const items = await InvoiceItem.query().where('invoice_id', invoice.id)
    assert.lengthOf(items, 1)
    assert.include(
      { ...items[0].$attributes },
      {
        description: 'Przedstawicielstwo: Austria – 6 miesięcy – bez limitu kierowców',
        representativeCountryCode: 'AT',
        periodStart: '2026-11-22',
        periodEnd: '2027-05-23',
        quantity: 6,
        unitAmountCents: 7900,
        amountCents: 47400,
      }
    )
  })

  test("the description follows the buyer's language: {locale}")
    .with([
      { locale: 'fr' as const, expected: 'Représentation Autriche – 6 mois – conducteurs illimités' },
      { locale: 'en' as const, expected: 'Representation Austria – 6 months – unlimited drivers' },
    ])
    .run(async ({ assert }, row) => {
      const user = await createCustomer({ user: { locale: row.locale } })
      const country = await RepresentativeCountryFactory.merge({ code: 'AT', name: 'Austria' }).create()
      const { contract, request } = await createValidatedPurchase({ user, country })

      const invoice = await db.transaction((trx) => issueContractInvoice(contract, request, trx))

      assert.equal(invoice.locale, row.locale)
      const item = await InvoiceItem.findByOrFail('invoice_id', invoice.id)
      assert.equal(item.description, row.expected)
    })

  test('without a requesting user the invoice is in French, dated today', async ({ assert }) => {
    const { contract, request } = await createValidatedPurchase()
    request.userId = null
    await request.save()

    const invoice = await db.transaction((trx) => issueContractInvoice(contract, request, trx))

    assert.equal(invoice.locale, 'fr')
    assert.equal(invoice.issueDate, new Date().toISOString().slice(0, 10))
  })

  test('issuing twice for the same contract and request creates one invoice only', async ({ assert }) => {
    const { contract, request } = await createValidatedPurchase()

    const first = await db.transaction((trx) => issueContractInvoice(contract, request, trx))
    const again = await db.transaction((trx) => issueContractInvoice(contract, request, trx))

    assert.equal(again.id, first.id)
    assert.equal(again.number, first.number)
    const invoices = await Invoice.query().where('worker_contract_id', contract.id)
    assert.lengthOf(invoices, 1)
    assert.lengthOf(await InvoiceItem.query().where('invoice_id', first.id), 1)
  })

  test('consecutive invoices of a year get consecutive numbers', async ({ assert }) => {
    const first = await createValidatedPurchase()
    const second = await createValidatedPurchase()

    const a = await db.transaction((trx) =>
      issueContractInvoice(first.contract, first.request, trx, { issueDate: '2031-02-01' })
    )
    const b = await db.transaction((trx) =>
      issueContractInvoice(second.contract, second.request, trx, { issueDate: '2031-02-02' })
    )

    assert.equal(a.number, 'F-2031-000001')
    assert.equal(b.number, 'F-2031-000002')
  })

  test('a rolled-back validation gives its number back', async ({ assert }) => {
    const first = await createValidatedPurchase()
    const second = await createValidatedPurchase()

    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await issueContractInvoice(first.contract, first.request, trx, { issueDate: '2032-03-01' })
        throw new Error('payment check failed')
      })
    )
    const issued = await db.transaction((trx) =>
      issueContractInvoice(second.contract, second.request, trx, { issueDate: '2032-03-01' })
    )

    assert.equal(issued.number, 'F-2032-000001')
    assert.isNull(await Invoice.findBy('worker_contract_id', first.contract.id))
  })
})
