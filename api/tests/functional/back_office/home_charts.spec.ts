import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { AdminHomeChartsAnswer, AdminListLink } from '@posted-workers/domain'
import type WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import { nextSequence } from '#database/factories/sequence'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { adminHomeCharts } from '#services/back_office/home_charts'
import { recordAudit } from '#services/audit/record_audit'
import { addDays } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { seedReferenceData } from '#tests/helpers/purchase'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

/** A Sunday: the first week of the ending contracts is that day alone. */
const TODAY = '2026-11-15'

/** A validated order line of `type` that changed `contract` (its source `source`), from `startDate`. */
async function orderLine(
  contract: WorkerContract,
  fields: { type: 'renewal' | 'upgrade'; source: number | null; startDate: string; validated?: boolean }
) {
  const sequence = nextSequence()
  const validated = fields.validated ?? true
  const request = await WorkerRequest.create({
    requestId: `CHART-${sequence}`,
    companyId: contract.companyId,
    userId: null,
    type: fields.type,
    status: validated ? 'validated' : 'pending_payment',
    mop: 'TRANSFER',
    amountCents: 1000,
    amountWithoutTaxCents: 1000,
    currency: 'EUR',
    paymentReference: `PW-CHART-${sequence}`,
  })
  await WorkerRequestLine.create({
    workerRequestId: request.id,
    representativeCountryId: contract.representativeCountryId,
    packageSignature: null,
    numberOfWorkers: null,
    allowedNumberOfWorkers: null,
    monthlyAmountCents: 1000,
    totalAmountCents: 1000,
    startDate: fields.startDate,
    endDate: contract.endDate,
    sourceWorkerContractId: fields.source,
    workerContractId: validated ? contract.id : null,
  })
}

/**
 * Contracts and invoices around 15/11/2026: new ones in March, June and November (and one 13 months ago, one next
 * month), a renewal in September, two upgrades of one contract in August, an order still waiting; contracts ending
 * today, in the 60 days and the day after.
 */
async function chartsFixture() {
  const reference = await seedReferenceData()
  const purchase = (code: string, startDate: string) =>
    createInvoicedPurchase({ country: reference.country(code), startDate })
  const march = await purchase('FR', '2026-03-10')
  const june = await purchase('FR', '2026-06-20')
  await purchase('BE', TODAY)
  await purchase('FR', '2025-11-30')
  await purchase('FR', '2026-12-01')
  const renewal = await WorkerContractFactory.merge({
    companyId: march.companyId,
    representativeCountryId: march.country.id,
    startDate: '2026-09-09',
  }).create()
  await orderLine(renewal, { type: 'renewal', source: march.contract.id, startDate: '2026-09-09' })
  await orderLine(june.contract, { type: 'upgrade', source: june.contract.id, startDate: '2026-08-05' })
  await orderLine(june.contract, { type: 'upgrade', source: june.contract.id, startDate: '2026-08-20' })
  await orderLine(june.contract, {
    type: 'renewal',
    source: june.contract.id,
    startDate: '2026-10-01',
    validated: false,
  })
  for (const end of [TODAY, addDays(TODAY, 60), addDays(TODAY, 61)]) {
    await WorkerContractFactory.merge({
      companyId: march.companyId,
      representativeCountryId: reference.country('AT').id,
      startDate: addDays(end, -182),
      endDate: end,
    }).create()
  }
  return { june }
}

const one = async (sql: string, bindings: unknown[]) => {
  const [rows] = (await db.rawQuery(sql, bindings)) as [Record<string, unknown>[]]
  return rows[0]
}

test.group('Back-office | home charts', (group) => {
  isolateEachTest(group)

  test('admins only: anonymous 401, customer 403', async ({ client }) => {
    const customer = await createCustomer()
    ;(await client.get('/en/api/admin/home/charts')).assertStatus(401)
    ;(await client.get('/en/api/admin/home/charts').loginAs(customer)).assertStatus(403)
  })

  test('invoiced amounts of the last 12 months as SQL sums them, a month without invoices at zero', async ({
    assert,
  }) => {
    await chartsFixture()

    const { invoicedByMonth } = await adminHomeCharts(TODAY)

    assert.deepEqual(
      invoicedByMonth.map(({ month }) => month),
      ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)]
    )
    for (const { month, amountWithoutTaxCents, amountTaxesCents, list } of invoicedByMonth) {
      const sums = await one(
        'SELECT COALESCE(SUM(amount_without_tax_cents), 0) AS withoutTax, ' +
          'COALESCE(SUM(amount_taxes_cents), 0) AS taxes FROM invoices WHERE issue_date LIKE ?',
        [`${month}-%`]
      )
      assert.deepEqual(
        [amountWithoutTaxCents, amountTaxesCents],
        [Number(sums.withoutTax), Number(sums.taxes)],
        month
      )
      assert.deepEqual(list, {
        resource: 'invoices',
        filter: { dateFrom: `${month}-01`, dateTo: list.filter.dateTo },
      })
    }
    const amounts = Object.fromEntries(invoicedByMonth.map((row) => [row.month, row.amountWithoutTaxCents]))
    assert.deepInclude(amounts, { '2026-01': 0, '2026-03': 47400, '2026-06': 47400, '2026-11': 47400 })
  })

  test('new, renewed and upgraded contracts by month, as SQL counts them; a contract upgraded twice once', async ({
    assert,
  }) => {
    await chartsFixture()

    const { contractsByMonth } = await adminHomeCharts(TODAY)

    for (const { month, counts } of contractsByMonth) {
      const sql = await one(
        'SELECT ' +
          'COUNT(DISTINCT CASE WHEN l.source_worker_contract_id IS NULL THEN l.worker_contract_id END) AS created, ' +
          'COUNT(DISTINCT CASE WHEN l.source_worker_contract_id <> l.worker_contract_id THEN l.worker_contract_id END) AS renewed, ' +
          'COUNT(DISTINCT CASE WHEN l.source_worker_contract_id = l.worker_contract_id THEN l.worker_contract_id END) AS upgraded ' +
          'FROM worker_request_lines l JOIN worker_requests r ON r.id = l.worker_request_id ' +
          "WHERE r.status = 'validated' AND l.start_date LIKE ?",
        [`${month}-%`]
      )
      assert.deepEqual(
        counts,
        { new: Number(sql.created), renewal: Number(sql.renewed), upgrade: Number(sql.upgraded) },
        month
      )
    }
    const counts = Object.fromEntries(contractsByMonth.map((row) => [row.month, row.counts]))
    assert.deepInclude(counts, {
      '2026-01': { new: 0, renewal: 0, upgrade: 0 },
      '2026-03': { new: 1, renewal: 0, upgrade: 0 },
      '2026-08': { new: 0, renewal: 0, upgrade: 1 },
      '2026-09': { new: 0, renewal: 1, upgrade: 0 },
      '2026-10': { new: 0, renewal: 0, upgrade: 0 },
    })
  })

  test('contracts running today by country, and ending in the 60 days by calendar week, as SQL counts them', async ({
    assert,
  }) => {
    await chartsFixture()

    const { runningByCountry, endingByWeek } = await adminHomeCharts(TODAY)

    const running = (await db.rawQuery(
      'SELECT c.code AS countryCode, COUNT(*) AS total FROM worker_contracts w ' +
        'JOIN representative_countries c ON c.id = w.representative_country_id ' +
        'WHERE w.start_date <= ? AND w.end_date >= ? GROUP BY c.code ORDER BY total DESC, c.code',
      [TODAY, TODAY]
    )) as [{ countryCode: string; total: number }[]]
    assert.deepEqual(
      runningByCountry.map(({ countryCode, count }) => ({ countryCode, total: count })),
      running[0].map(({ countryCode, total }) => ({ countryCode, total: Number(total) }))
    )
    assert.deepEqual(
      runningByCountry.map(({ countryCode }) => countryCode),
      ['AT', 'FR', 'BE'].filter((code) => running[0].some((row) => row.countryCode === code))
    )

    assert.deepEqual(endingByWeek[0], {
      from: TODAY,
      to: TODAY,
      count: 1,
      list: { resource: 'workerContracts', filter: { endDateFrom: TODAY, endDateTo: TODAY } },
    })
    assert.equal(endingByWeek.at(-1)!.to, addDays(TODAY, 60))
    for (const { from, to, count } of endingByWeek) {
      const sql = await one('SELECT COUNT(*) AS total FROM worker_contracts WHERE end_date BETWEEN ? AND ?', [
        from,
        to,
      ])
      assert.equal(count, Number(sql.total), from)
    }
    assert.equal(
      endingByWeek.reduce((sum, week) => sum + week.count, 0),
      3,
      'today, 19/12 (June’s contract) and the 60th day; not the 61st'
    )
  })

  test('each point opens its list filtered on the rows it counts', async ({ client, assert }) => {
    await chartsFixture()
    const admin = await createAdmin()
    const charts = await adminHomeCharts(TODAY)
    const total = async (link: AdminListLink) => {
      const response = await listCall(client, `/en/api/admin/${link.resource}`, admin, {
        filter: link.filter,
        range: [0, 99],
      })
      response.assertStatus(200)
      return {
        rows: response.body() as Record<string, number>[],
        count: Number(response.header('content-range')?.split('/')[1]),
      }
    }

    for (const point of charts.invoicedByMonth) {
      const { rows } = await total(point.list)
      assert.equal(
        rows.reduce((sum, row) => sum + row.amountWithoutTaxCents, 0),
        point.amountWithoutTaxCents,
        point.month
      )
    }
    for (const point of charts.contractsByMonth) {
      for (const change of ['new', 'renewal', 'upgrade'] as const) {
        assert.equal(
          (await total(point.lists[change])).count,
          point.counts[change],
          `${point.month} ${change}`
        )
      }
    }
    for (const point of [...charts.runningByCountry, ...charts.endingByWeek]) {
      assert.equal((await total(point.list)).count, point.count, JSON.stringify(point.list.filter))
    }
  })

  test('one call: twelve months, the weeks to 60 days ahead, in the answer’s shape', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()

    const response = await client.get('/pl/api/admin/home/charts').loginAs(admin)

    response.assertStatus(200)
    const body = response.body() as AdminHomeChartsAnswer
    assert.lengthOf(body.invoicedByMonth, 12)
    assert.lengthOf(body.contractsByMonth, 12)
    assert.equal(body.currency, 'EUR')
    assert.equal(body.invoicedByMonth.at(-1)!.month, body.today.slice(0, 7))
    assert.equal(body.endingByWeek[0].from, body.today)
    assert.equal(body.endingByWeek.at(-1)!.to, addDays(body.today, 60))
    assert.deepEqual(body.contractsByMonth[0].counts, { new: 0, renewal: 0, upgrade: 0 })
  })

  test('computed again only when what it reads changed: an audited act, an invoice, a contract, the day', async ({
    assert,
  }) => {
    const { june } = await chartsFixture()
    const first = await adminHomeCharts(TODAY)
    assert.strictEqual(await adminHomeCharts(TODAY), first)

    // An upgrade's line names its contract when the order is validated, and every validation is an audited act.
    await orderLine(june.contract, { type: 'upgrade', source: june.contract.id, startDate: TODAY })
    await recordAudit({
      userId: null,
      action: 'request.validate',
      subjectType: 'worker_request',
      subjectId: null,
    })
    const upgraded = await adminHomeCharts(TODAY)
    assert.notStrictEqual(upgraded, first)
    assert.equal(
      upgraded.contractsByMonth.at(-1)!.counts.upgrade,
      first.contractsByMonth.at(-1)!.counts.upgrade + 1
    )

    await createInvoicedPurchase({ country: june.country, startDate: TODAY })
    const invoiced = await adminHomeCharts(TODAY)
    assert.equal(
      invoiced.invoicedByMonth.at(-1)!.amountWithoutTaxCents,
      upgraded.invoicedByMonth.at(-1)!.amountWithoutTaxCents + 47400
    )
    assert.equal((await adminHomeCharts(addDays(TODAY, 1))).today, addDays(TODAY, 1))
  })
})
