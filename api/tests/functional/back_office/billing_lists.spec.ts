import { test } from '@japa/runner'
import { commitEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { billingFixture } from '#tests/functional/back_office/billing_list_fixtures'

const numbers = (body: { number: string }[]) => body.map((row) => row.number)

test.group('Back-office | invoices and credit notes lists', (group) => {
  // Their searches read FULLTEXT indexes, which see committed rows only.
  commitEachTest(group)

  test('{$self}: anonymous 401, customer 403, unknown id 404')
    .with(['invoices', 'creditNotes'])
    .run(async ({ client }, resource) => {
      const customer = await createCustomer()
      const admin = await createAdmin()
      ;(await client.get(`/en/api/admin/${resource}`)).assertStatus(401)
      ;(await client.get(`/en/api/admin/${resource}`).loginAs(customer)).assertStatus(403)
      ;(await client.get(`/en/api/admin/${resource}/1`)).assertStatus(401)
      ;(await client.get(`/en/api/admin/${resource}/1`).loginAs(customer)).assertStatus(403)
      ;(await client.get(`/en/api/admin/${resource}/999999`).loginAs(admin)).assertStatus(404)
    })

  test('invoices: number descending by default, each with its company, amounts, period, country and credit notes', async ({
    client,
    assert,
  }) => {
    const { lodz, alpha, bravo, notes } = await billingFixture()
    const admin = await createAdmin()

    const response = await listCall(client, '/fr/api/admin/invoices', admin)

    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'invoices 0-2/3')
    assert.deepEqual(numbers(response.body()), [
      bravo.invoice.number,
      alpha.invoice.number,
      lodz.invoice.number,
    ])
    const row = response.body()[1]
    assert.deepEqual(row, {
      id: alpha.invoice.id,
      number: alpha.invoice.number,
      issueDate: '2026-10-05',
      company: { id: alpha.company.id, name: 'Alpha Cargo' },
      customerName: 'Alpha Cargo',
      customerVatNumber: alpha.company.vatNumber,
      amountWithoutTaxCents: 47400,
      amountTaxesCents: 9480,
      amountWithTaxesCents: 56880,
      currency: 'EUR',
      periodStart: alpha.contract.startDate,
      periodEnd: alpha.contract.endDate,
      countryCode: alpha.country.code,
      creditedCents: 10000,
      creditableCents: 37400,
      locale: alpha.invoice.locale,
      downloadUrl: `/fr/api/invoices/${alpha.invoice.id}/download`,
      creditNotes: [
        {
          id: notes.alpha.id,
          number: notes.alpha.number,
          issueDate: '2026-10-10',
          amountCents: 10000,
          currency: 'EUR',
          downloadUrl: `/fr/api/creditnotes/${notes.alpha.id}/download`,
        },
      ],
    })
    assert.deepEqual(response.body()[0].creditNotes, [])
    assert.equal(response.body()[0].creditableCents, 47400)
  })

  test('invoices: the search finds a number, a company name, a VAT number; the dates bound the issue date', async ({
    client,
    assert,
  }) => {
    const { lodz, alpha, bravo } = await billingFixture()
    const admin = await createAdmin()
    const search = async (filter: Record<string, unknown>) =>
      numbers((await listCall(client, '/en/api/admin/invoices', admin, { filter })).body())

    assert.deepEqual(await search({ q: 'alpha' }), [alpha.invoice.number])
    assert.deepEqual(await search({ q: 'żuraw' }), [lodz.invoice.number])
    assert.deepEqual(await search({ q: bravo.company.vatNumber }), [bravo.invoice.number])
    assert.deepEqual(await search({ q: lodz.invoice.number }), [lodz.invoice.number])
    assert.deepEqual(await search({ q: '%' }), [])
    assert.deepEqual(await search({ dateFrom: '2026-10-01', dateTo: '2026-10-31' }), [
      bravo.invoice.number,
      alpha.invoice.number,
    ])
    assert.deepEqual(await search({ dateFrom: '2026-10-06' }), [bravo.invoice.number])
    assert.deepEqual(await search({ dateTo: '2026-10-05' }), [alpha.invoice.number, lodz.invoice.number])
    // A date that is not one is ignored, as every list's filters are.
    assert.lengthOf(await search({ dateFrom: '2026-02-30' }), 3)
  })

  test('invoices and credit notes: the search is folded as the workers search ("lodz" finds Łódź)', async ({
    client,
    assert,
  }) => {
    const { lodz, alpha, notes } = await billingFixture()
    // Renamed after its invoice was issued: the invoice keeps the customer's name as issued.
    await lodz.company.merge({ name: 'Żółć Hurt' }).save()
    const admin = await createAdmin()
    const search = async (resource: string, q: string) =>
      numbers((await listCall(client, `/en/api/admin/${resource}`, admin, { filter: { q } })).body())

    assert.deepEqual(await search('invoices', 'lodz'), [lodz.invoice.number])
    assert.deepEqual(await search('invoices', 'ZOLC'), [lodz.invoice.number])
    assert.deepEqual(await search('invoices', 'cargo'), [alpha.invoice.number])
    assert.deepEqual(await search('creditNotes', 'łodz żuraw'), [notes.lodz.number])
    assert.deepEqual(await search('creditNotes', 'zolc'), [notes.lodz.number])
    assert.deepEqual(await search('creditNotes', 'cargo'), [notes.alpha.number])
  })

  test('invoices: sorts by issue date and amount, pages with Content-Range', async ({ client, assert }) => {
    const { lodz, alpha, bravo } = await billingFixture()
    const admin = await createAdmin()

    const byDate = await listCall(client, '/en/api/admin/invoices', admin, { sort: ['issueDate', 'ASC'] })
    assert.deepEqual(
      numbers(byDate.body()),
      [lodz, alpha, bravo].map(({ invoice }) => invoice.number)
    )

    const page = await listCall(client, '/en/api/admin/invoices', admin, {
      sort: ['issueDate', 'DESC'],
      range: [1, 1],
    })
    assert.equal(page.header('content-range'), 'invoices 1-1/3')
    assert.deepEqual(numbers(page.body()), [alpha.invoice.number])

    const byAmount = await listCall(client, '/en/api/admin/invoices', admin, {
      sort: ['amountWithoutTaxCents', 'ASC'],
    })
    assert.lengthOf(byAmount.body(), 3)
    // An unknown sort falls back to the number, newest first.
    const unknown = await listCall(client, '/en/api/admin/invoices', admin, {
      sort: ['customer_name', 'ASC'],
    })
    assert.deepEqual(
      numbers(unknown.body()),
      [bravo, alpha, lodz].map(({ invoice }) => invoice.number)
    )
  })

  test('an invoice by id is its row', async ({ client, assert }) => {
    const { lodz, notes } = await billingFixture()
    const admin = await createAdmin()

    const response = await client.get(`/pl/api/admin/invoices/${lodz.invoice.id}`).loginAs(admin)

    response.assertStatus(200)
    const list = await listCall(client, '/pl/api/admin/invoices', admin, {
      filter: { q: lodz.invoice.number },
    })
    assert.deepEqual(response.body(), list.body()[0])
    assert.deepEqual(
      response.body().creditNotes.map((note: { number: string }) => note.number),
      [notes.lodz.number]
    )
    assert.equal(response.body().creditableCents, 47400 - 7900)
  })

  test('credit notes: number descending, the tax and total in the proportion of the invoice, the invoice linked', async ({
    client,
    assert,
  }) => {
    const { alpha, lodz, notes } = await billingFixture()
    const admin = await createAdmin()

    const response = await listCall(client, '/en/api/admin/creditNotes', admin)

    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'creditNotes 0-1/2')
    assert.deepEqual(numbers(response.body()), [notes.lodz.number, notes.alpha.number])
    assert.deepEqual(response.body()[1], {
      id: notes.alpha.id,
      number: notes.alpha.number,
      issueDate: '2026-10-10',
      invoice: { id: alpha.invoice.id, number: alpha.invoice.number },
      company: { id: alpha.company.id, name: 'Alpha Cargo' },
      customerName: 'Alpha Cargo',
      customerVatNumber: alpha.company.vatNumber,
      amountWithoutTaxCents: 10000,
      amountTaxesCents: 2000,
      amountWithTaxesCents: 12000,
      currency: 'EUR',
      reason: null,
      locale: notes.alpha.locale,
      downloadUrl: `/en/api/creditnotes/${notes.alpha.id}/download`,
    })
    // Reverse charge: no tax given back.
    assert.include(response.body()[0], {
      amountWithoutTaxCents: 7900,
      amountTaxesCents: 0,
      amountWithTaxesCents: 7900,
    })
    assert.deepEqual(response.body()[0].invoice, { id: lodz.invoice.id, number: lodz.invoice.number })

    const detail = await client.get(`/en/api/admin/creditNotes/${notes.alpha.id}`).loginAs(admin)
    detail.assertStatus(200)
    assert.deepEqual(detail.body(), response.body()[1])
  })

  test('credit notes: search on their number, the invoice number, the company; dates; sorts', async ({
    client,
    assert,
  }) => {
    const { alpha, lodz, notes } = await billingFixture()
    const admin = await createAdmin()
    const search = async (qs: Record<string, unknown>) =>
      numbers((await listCall(client, '/en/api/admin/creditNotes', admin, qs)).body())

    assert.deepEqual(await search({ filter: { q: notes.alpha.number } }), [notes.alpha.number])
    assert.deepEqual(await search({ filter: { q: lodz.invoice.number } }), [notes.lodz.number])
    assert.deepEqual(await search({ filter: { q: 'ALPHA' } }), [notes.alpha.number])
    assert.deepEqual(await search({ filter: { q: alpha.company.vatNumber } }), [notes.alpha.number])
    assert.deepEqual(await search({ filter: { dateFrom: '2026-11-01', dateTo: '2026-11-30' } }), [
      notes.lodz.number,
    ])
    assert.deepEqual(await search({ sort: ['amountWithoutTaxCents', 'ASC'] }), [
      notes.lodz.number,
      notes.alpha.number,
    ])
    assert.deepEqual(await search({ sort: ['issueDate', 'ASC'] }), [notes.alpha.number, notes.lodz.number])
  })
})
