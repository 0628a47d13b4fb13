import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import Invoice from '#models/invoice'
import RepresentativeCountry from '#models/representative_country'
import type User from '#models/user'
import WorkerContract from '#models/worker_contract'
import type WorkerRequest from '#models/worker_request'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { formatDocumentNumber } from '#services/billing/document_numbers'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, today } from '#tests/helpers/purchase'

/**
 * Real concurrency needs real transactions on separate connections, so this group does not run inside the global
 * test transaction: it commits its own rows (a fresh company, admin and two countries), deletes them afterwards and
 * gives the year's invoice sequence back as it found it.
 */
const PARALLEL = 8
const YEAR = Number(today().slice(0, 4))

let company: Company | null = null
let admin: User | null = null
let countries: RepresentativeCountry[] = []
let sequenceBefore: { existed: boolean; lastNumber: number } = { existed: false, lastNumber: 0 }

async function invoiceSequence() {
  const row = await db.from('document_sequences').where({ type: 'invoice', year: YEAR }).first()
  return { existed: Boolean(row), lastNumber: row ? Number(row.last_number) : 0 }
}

async function removeEverything() {
  if (company) {
    const companyId = company.id
    const requests = db.from('worker_requests').where('company_id', companyId).select('id')
    await db.from('invoices').where('company_id', companyId).delete()
    await db
      .from('audit_logs')
      .where('subject_type', 'worker_request')
      .whereIn('subject_id', requests)
      .delete()
    await db.from('payments').whereIn('worker_request_id', requests).delete()
    await db.from('worker_request_lines').whereIn('worker_request_id', requests).delete()
    await db.from('worker_contracts').where('company_id', companyId).delete()
    await db.from('worker_requests').where('company_id', companyId).delete()
    await db.from('users').where('company_id', companyId).delete()
    await db.from('companies').where('id', companyId).delete()
  }
  if (admin) {
    await db.from('audit_logs').where('user_id', admin.id).delete()
    await db.from('users').where('id', admin.id).delete()
  }
  for (const country of countries) {
    await db.from('representative_countries').where('id', country.id).delete()
    if (country.representativeCompanyId) {
      await db.from('representative_companies').where('id', country.representativeCompanyId).delete()
    }
  }
  const sequence = db.from('document_sequences').where({ type: 'invoice', year: YEAR })
  if (sequenceBefore.existed) await sequence.update({ last_number: sequenceBefore.lastNumber })
  else await sequence.delete()
  company = null
  admin = null
  countries = []
}

/** Pending transfer requests of the group's company, each for both countries. */
async function pendingRequests(count: number) {
  const customer = await createCustomer({ company: company! })
  const requests: WorkerRequest[] = []
  for (let index = 0; index < count; index++) {
    requests.push(
      await createWorkerRequest(customer, {
        lines: countries.map((country) => ({ country })),
      })
    )
  }
  return requests
}

function startDates() {
  return countries.map((country) => ({ countryCode: country.code, startDate: today() }))
}

/** Invoice numbers issued since the group started must be exactly the next ones: distinct, consecutive, no gap. */
async function assertGaplessSince(
  assert: { deepEqual: (actual: unknown, expected: unknown, message?: string) => void },
  lastNumber: number
) {
  const invoices = await Invoice.query()
    .where('sequence_year', YEAR)
    .where('sequence_number', '>', sequenceBefore.lastNumber)
    .orderBy('sequence_number', 'asc')
  const expected = Array.from({ length: lastNumber - sequenceBefore.lastNumber }, (_, index) => {
    const sequence = sequenceBefore.lastNumber + index + 1
    return formatDocumentNumber('invoice', YEAR, sequence)
  })
  assert.deepEqual(
    invoices.map((invoice) => invoice.number),
    expected
  )
  assert.deepEqual(
    (await invoiceSequence()).lastNumber,
    lastNumber,
    'the sequence row ends on the last number'
  )
}

test.group('Admin | requests validated concurrently', (group) => {
  group.setup(async () => {
    sequenceBefore = await invoiceSequence()
    company = await CompanyFactory.merge({ name: 'Concurrency Test Transport' }).create()
    admin = await createAdmin()
    countries = [
      await RepresentativeCountryFactory.merge({ code: 'SE', name: 'Sweden' })
        .with('representativeCompany')
        .with('workerPackages')
        .create(),
      await RepresentativeCountryFactory.merge({ code: 'DK', name: 'Denmark' })
        .with('representativeCompany')
        .with('workerPackages')
        .create(),
    ]
    return removeEverything
  })

  test(`${PARALLEL} requests validated at once over HTTP get distinct, consecutive invoice numbers`, async ({
    client,
    assert,
  }) => {
    const requests = await pendingRequests(PARALLEL)
    const lastBefore = (await invoiceSequence()).lastNumber

    const responses = await Promise.all(
      requests.map((request) =>
        client
          .post(`/en/api/admin/requests/${request.id}/validate`)
          .json({ startDates: startDates() })
          .withCsrfToken()
          .loginAs(admin!)
      )
    )

    assert.deepEqual(
      responses.map((response) => [response.status(), response.body().validated]),
      Array(PARALLEL).fill([200, true])
    )
    const contracts = await WorkerContract.query().whereIn(
      'worker_request_id',
      requests.map((request) => request.id)
    )
    assert.lengthOf(contracts, PARALLEL * countries.length)
    const invoices = await Invoice.query().whereIn(
      'worker_request_id',
      requests.map((request) => request.id)
    )
    assert.sameMembers(
      invoices.map((invoice) => invoice.sequenceNumber),
      Array.from({ length: PARALLEL * countries.length }, (_, index) => lastBefore + index + 1)
    )
    await assertGaplessSince(assert, lastBefore + PARALLEL * countries.length)
  }).timeout(60_000)

  test('two admins validating the same request at once: one succeeds, the other is refused, nothing twice', async ({
    client,
    assert,
  }) => {
    const [request] = await pendingRequests(1)
    const lastBefore = (await invoiceSequence()).lastNumber
    const auditBefore = await db.from('audit_logs').where('subject_id', request.id).count('* as total')

    const responses = await Promise.all(
      [0, 1].map(() =>
        client
          .post(`/en/api/admin/requests/${request.id}/validate`)
          .json({ startDates: startDates() })
          .withCsrfToken()
          .loginAs(admin!)
      )
    )

    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 400]
    )
    const refused = responses.find((response) => response.status() === 400)!
    assert.deepEqual(refused.body(), {
      errors: [{ message: 'This request is no longer waiting for payment.' }],
    })
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), countries.length)
    assert.lengthOf(await Invoice.query().where('worker_request_id', request.id), countries.length)
    const auditAfter = await db
      .from('audit_logs')
      .where('subject_type', 'worker_request')
      .where('subject_id', request.id)
      .count('* as total')
    assert.equal(Number(auditAfter[0].total), Number(auditBefore[0].total) + 1)
    await assertGaplessSince(assert, lastBefore + countries.length)
  }).timeout(30_000)

  test(`${PARALLEL} validations through the action in separate transactions, each request twice`, async ({
    assert,
  }) => {
    const requests = await pendingRequests(PARALLEL / 2)
    const lastBefore = (await invoiceSequence()).lastNumber

    // Each request is validated by two transactions racing: the request row lock makes the second a no-op.
    const results = await Promise.all(
      [...requests, ...requests].map((request) =>
        db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))
      )
    )

    assert.deepEqual(results.map((result) => result.created.length).sort(), [
      ...Array(PARALLEL / 2).fill(0),
      ...Array(PARALLEL / 2).fill(countries.length),
    ])
    const invoices = await Invoice.query().whereIn(
      'worker_request_id',
      requests.map((request) => request.id)
    )
    assert.lengthOf(invoices, (PARALLEL / 2) * countries.length)
    await assertGaplessSince(assert, lastBefore + (PARALLEL / 2) * countries.length)
  }).timeout(60_000)
})
