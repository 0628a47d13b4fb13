import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import WorkerRequest from '#models/worker_request'
import { CompanyFactory } from '#database/factories/company_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { nextSequence } from '#database/factories/sequence'
import { addDays, contractEndDate } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { inDays, today } from '#tests/helpers/purchase'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { contractsFixture, listCall } from '#tests/functional/back_office/back_office_fixtures'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'
import { giveDocuments } from '#tests/functional/back_office/compliance_fixtures'
import { createWorker } from '#tests/functional/workers/worker_fixtures'

/** A request of the company of `user`, in `status`, for `amountCents` including tax. */
async function requestOf(
  user: { id: number; companyId: number | null },
  status: string,
  amountCents: number
) {
  const sequence = nextSequence()
  return WorkerRequest.create({
    requestId: `HOME-${sequence}`,
    companyId: user.companyId!,
    userId: user.id,
    type: 'creation',
    status: status as WorkerRequest['status'],
    mop: 'TRANSFER',
    amountCents,
    amountWithoutTaxCents: amountCents,
    currency: 'EUR',
    paymentReference: `PW-HOME-${sequence}`,
  })
}

/** A contract starting on the day that makes it end `daysAfterToday` days after today. */
const endingIn = (daysAfterToday: number) => {
  const end = inDays(daysAfterToday)
  const start = addDays(end, -182)
  if (contractEndDate(start) !== end) throw new Error('contract term changed')
  return start
}

/**
 * Beside the contracts fixture (Bravo Freight's AT contract expiring in 10 days, the rest running, scheduled or
 * expired): contracts on the edges of the 30 days, requests in every status, companies by VAT status, invoices
 * of this month and of the day before it began, and two drivers posted on a running contract, one not ready.
 */
async function homeFixture() {
  const { reference, companies } = await contractsFixture()
  const country = reference.country
  const contract = (companyId: number, code: string, startDate: string) =>
    WorkerContractFactory.merge({ companyId, representativeCountryId: country(code).id, startDate }).create()
  const zulu = companies.zulu.company.id
  // 30 days left (its last 30 days began today): expiring; 31 days left: not yet.
  const belgium = await contract(zulu, 'BE', endingIn(29))
  await createWorker(belgium)
  await giveDocuments(await createWorker(belgium))
  await contract(zulu, 'AT', endingIn(30))
  // Ending in 5 days, but renewed: not expiring.
  await contract(zulu, 'IT', endingIn(5))
  await contract(zulu, 'IT', inDays(6))

  const customer = companies.alpha.user
  await requestOf(customer, 'pending_payment', 56880)
  await requestOf(customer, 'payment_failed', 47400)
  await requestOf(customer, 'validated', 99900)
  await requestOf(customer, 'removed', 12300)

  await CompanyFactory.merge({ vatStatus: 'unverified' }).createMany(2)
  await CompanyFactory.merge({ vatStatus: 'invalid' }).create()

  const monthStart = `${today().slice(0, 7)}-01`
  const first = await createInvoicedPurchase({ startDate: monthStart, country: country('BE') })
  await db.from('invoices').where('id', first.invoice.id).update({
    amount_taxes_cents: 9480,
    amount_with_taxes_cents: 56880,
    reverse_charge: false,
  })
  await createInvoicedPurchase({ startDate: today(), country: country('BE') })
  await createInvoicedPurchase({ startDate: addDays(monthStart, -1), country: country('BE') })
}

test.group('Back-office | home', (group) => {
  isolateEachTest(group)

  test('anonymous 401, customer 403', async ({ client }) => {
    const customer = await createCustomer()
    ;(await client.get('/en/api/admin/home')).assertStatus(401)
    ;(await client.get('/en/api/admin/home').loginAs(customer)).assertStatus(403)
  })

  test('the counts that matter today, each with the filter of the list that shows them', async ({
    client,
    assert,
  }) => {
    await homeFixture()
    const admin = await createAdmin()

    const response = await client.get('/fr/api/admin/home').loginAs(admin)

    response.assertStatus(200)
    const monthStart = `${today().slice(0, 7)}-01`
    const monthEnd = addDays(addDays(`${monthStart.slice(0, 8)}28`, 4).slice(0, 8) + '01', -1)
    // The contracts fixture invoiced Łódź's FR contract on its start, 20 days ago: this month or the last.
    const fixtureInvoice = inDays(-20) >= monthStart ? 1 : 0
    response.assertBody({
      today: today(),
      pendingRequests: {
        count: 2,
        amountCents: 56880 + 47400,
        currency: 'EUR',
        list: { resource: 'requests', filter: { status: 'pending' } },
      },
      expiringContracts: { count: 2, list: { resource: 'workerContracts', filter: { expiring: true } } },
      unverifiedCompanies: { count: 2, list: { resource: 'companies', filter: { vatStatus: 'unverified' } } },
      invoicesThisMonth: {
        count: 2 + fixtureInvoice,
        amountWithoutTaxCents: 47400 * (2 + fixtureInvoice),
        amountWithTaxesCents: 56880 + 47400 * (1 + fixtureInvoice),
        currency: 'EUR',
        list: { resource: 'invoices', filter: { dateFrom: monthStart, dateTo: monthEnd } },
      },
      notReadyPostings: { count: 1, list: { resource: 'compliance', filter: { readiness: 'not_ready' } } },
      overdueAuthorityRequests: {
        count: 0,
        list: { resource: 'authorityRequests', filter: { overdue: true } },
      },
    })

    // Each list, given that filter, shows the rows counted.
    for (const key of [
      'pendingRequests',
      'expiringContracts',
      'unverifiedCompanies',
      'invoicesThisMonth',
      'notReadyPostings',
      'overdueAuthorityRequests',
    ]) {
      const { count, list } = response.body()[key]
      const rows = await listCall(client, `/fr/api/admin/${list.resource}`, admin, {
        filter: list.filter,
        range: [0, 99],
      })
      rows.assertStatus(200)
      assert.lengthOf(rows.body(), count, key)
      assert.match(rows.header('content-range') ?? '', new RegExp(`/${count}$`), key)
    }
  })

  test('the expiring contracts are those the contracts list shows as expiring', async ({
    client,
    assert,
  }) => {
    await homeFixture()
    const admin = await createAdmin()

    const all = await listCall(client, '/en/api/admin/workerContracts', admin, { range: [0, 99] })
    const expiring = await listCall(client, '/en/api/admin/workerContracts', admin, {
      filter: { expiring: true },
      range: [0, 99],
    })

    const ids = (rows: { id: number; status: string }[]) => rows.map((row) => row.id).sort()
    assert.deepEqual(
      ids(expiring.body()),
      ids(all.body().filter((row: { status: string }) => row.status === 'expiring'))
    )
    assert.lengthOf(expiring.body(), 2)
  })

  test('the companies list filters by VAT status', async ({ client, assert }) => {
    await homeFixture()
    const admin = await createAdmin()

    const invalid = await listCall(client, '/en/api/admin/companies', admin, {
      filter: { vatStatus: 'invalid' },
    })
    assert.deepEqual(
      invalid.body().map((row: { vatStatus: string }) => row.vatStatus),
      ['invalid']
    )
    const ignored = await listCall(client, '/en/api/admin/companies', admin, {
      filter: { vatStatus: 'bogus' },
    })
    const every = await listCall(client, '/en/api/admin/companies', admin)
    assert.equal(ignored.header('content-range'), every.header('content-range'))
  })
})
