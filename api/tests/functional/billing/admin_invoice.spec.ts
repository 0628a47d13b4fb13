import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import Company from '#models/company'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { seedVatRates } from '#database/seeders/01_reference_data_seeder'
import { createInvoicedPurchase, createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'
import { addDays, todayUtc } from '#services/contracts/contract_term'

function createInvoice(client: ApiClient, contractId: number, body: object, user?: User, lang = 'en') {
  const request = client
    .post(`/${lang}/api/admin/workercontracts/${contractId}/invoice/create`)
    .json(body)
    .withCsrfToken()
  return user ? request.loginAs(user) : request
}

const body = (date: string, amountTaxes = 0) => ({
  date,
  amountWithoutTax: 12000,
  amountTaxes,
  description: 'Frais de dossier',
})

async function invoicesOf(contractId: number) {
  return Invoice.query().where('worker_contract_id', contractId).orderBy('id')
}

test.group('Billing | POST /{lang}/api/admin/workercontracts/{contractId}/invoice/create', (group) => {
  isolateEachTest(group)

  test('an admin adds a numbered invoice with one item, audited', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { contract } = await createValidatedPurchase()
    const today = todayUtc()

    const response = await createInvoice(client, contract.id, body(today), admin)

    response.assertStatus(200)
    const invoice = await Invoice.query().where('worker_contract_id', contract.id).firstOrFail()
    assert.match(invoice.number, new RegExp(`^F-${today.slice(0, 4)}-\\d{6}$`))
    response.assertBody({
      created: true,
      invoice: {
        id: invoice.id,
        number: invoice.number,
        issueDate: today,
        amountWithoutTaxCents: 12000,
        amountTaxesCents: 0,
        amountWithTaxesCents: 12000,
        currency: 'EUR',
        description: 'Frais de dossier',
        downloadUrl: `/en/api/invoices/${invoice.id}/download`,
      },
      successes: [{ message: `Invoice ${invoice.number} has been created.` }],
    })
    assert.equal(invoice.createdByUserId, admin.id)
    assert.equal(invoice.companyId, contract.companyId)
    assert.isNull(invoice.workerRequestId)
    const items = await InvoiceItem.query().where('invoice_id', invoice.id)
    assert.deepEqual(
      items.map((item) => [item.description, item.quantity, item.unitAmountCents, item.amountCents]),
      [['Frais de dossier', 1, 12000, 12000]]
    )
    const logs = await AuditLog.query().where('action', 'invoice.create').where('subject_id', invoice.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].userId, admin.id)
  })

  test('taxes are forced to 0 when the VAT number is valid', async ({ client }) => {
    const admin = await createAdmin()
    const { contract } = await createValidatedPurchase()

    const response = await createInvoice(client, contract.id, body(todayUtc(), 2760), admin)

    response.assertStatus(200)
    response.assertBodyContains({
      invoice: { amountWithoutTaxCents: 12000, amountTaxesCents: 0, amountWithTaxesCents: 12000 },
    })
  })

  test('the VAT rule decides the tax, whatever was sent: {title}')
    .with([
      { title: 'a French company pays 20 %', country: 'FR', status: 'valid', taxes: 2400, reverse: false },
      {
        title: 'a Polish company with an invalid number pays 20 %',
        country: 'PL',
        status: 'invalid',
        taxes: 2400,
        reverse: false,
      },
      {
        title: 'a Polish company, unverified: reverse charge',
        country: 'PL',
        status: 'unverified',
        taxes: 0,
        reverse: true,
      },
    ] as const)
    .run(async ({ client, assert }, { country, status, taxes, reverse }) => {
      await seedVatRates()
      const admin = await createAdmin()
      const { contract } = await createValidatedPurchase()
      await Company.query()
        .where('id', contract.companyId)
        .update({ country_code: country, vat_status: status })

      const response = await createInvoice(client, contract.id, body(todayUtc(), 2760), admin)

      response.assertStatus(200)
      response.assertBodyContains({
        invoice: {
          amountWithoutTaxCents: 12000,
          amountTaxesCents: taxes,
          amountWithTaxesCents: 12000 + taxes,
        },
      })
      const [invoice] = await invoicesOf(contract.id)
      assert.equal(invoice.amountWithTaxesCents, 12000 + taxes)
      assert.equal(invoice.reverseCharge, reverse)
    })

  test('a date before the latest invoice of its year is refused and nothing is created', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { contract, invoice } = await createInvoicedPurchase({ startDate: '2025-06-10' })

    const refused = await createInvoice(client, contract.id, body('2025-06-09'), admin)

    refused.assertStatus(400)
    refused.assertBody({
      errors: [
        {
          message: `The date cannot precede 10/06/2025, the date of invoice ${invoice.number}, the latest of its year.`,
          field: 'date',
        },
      ],
    })
    assert.lengthOf(await invoicesOf(contract.id), 1)

    const sameDay = await createInvoice(client, contract.id, body('2025-06-10'), admin)
    sameDay.assertStatus(200)
    assert.equal(
      sameDay.body().invoice.number,
      `F-2025-${String(invoice.sequenceNumber + 1).padStart(6, '0')}`
    )
  })

  test('a date in the future is refused', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { contract } = await createValidatedPurchase()

    const response = await createInvoice(client, contract.id, body(addDays(todayUtc(), 1)), admin, 'fr')

    response.assertStatus(400)
    response.assertBody({
      errors: [{ message: 'Une facture ne peut pas être datée dans le futur.', field: 'date' }],
    })
    assert.lengthOf(await invoicesOf(contract.id), 0)
  })

  test('bad bodies answer 422 with the fields in error', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { contract } = await createValidatedPurchase()

    const empty = await createInvoice(client, contract.id, {}, admin)
    empty.assertStatus(422)
    assert.sameMembers(
      empty.body().errors.map((error: { field: string }) => error.field),
      ['date', 'amountWithoutTax', 'description']
    )

    const wrong = await createInvoice(
      client,
      contract.id,
      { date: '2026-02-30', amountWithoutTax: 12.5, amountTaxes: -1, description: '  ' },
      admin
    )
    wrong.assertStatus(422)
    assert.sameMembers(
      wrong.body().errors.map((error: { field: string }) => error.field),
      ['date', 'amountWithoutTax', 'amountTaxes', 'description']
    )
    assert.lengthOf(await invoicesOf(contract.id), 0)
  })

  test('a customer is refused with 403, even for their own contract', async ({ client, assert }) => {
    const { user, contract } = await createValidatedPurchase()

    const response = await createInvoice(client, contract.id, body(todayUtc()), user)

    response.assertStatus(403)
    assert.lengthOf(await invoicesOf(contract.id), 0)
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const { contract } = await createValidatedPurchase()

    const response = await createInvoice(client, contract.id, body(todayUtc()))

    response.assertStatus(401)
  })

  test('an unknown contract answers 404', async ({ client }) => {
    const admin = await createAdmin()
    await createCustomer()

    const response = await createInvoice(client, 999999, body(todayUtc()), admin)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
  })
})
