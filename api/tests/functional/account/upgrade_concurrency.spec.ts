import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type RepresentativeCountry from '#models/representative_country'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { createCustomer } from '#tests/helpers/users'
import { inDays } from '#tests/helpers/purchase'
import {
  account,
  PENDING,
  post,
  renewalBody,
  row,
  upgradeBody,
} from '#tests/functional/account/account_fixtures'

/**
 * Real concurrency needs real transactions on separate connections, so this group does not run inside the global
 * test transaction: it commits its own rows (a country, a company with a customer and an active contract) and
 * deletes them after each test.
 */
const PARALLEL = 6

let country: RepresentativeCountry | null = null
let company: Company | null = null
let customer: User | null = null

async function removeEverything() {
  if (company) {
    const requests = db.from('worker_requests').where('company_id', company.id).select('id')
    await db.from('payments').whereIn('worker_request_id', requests).delete()
    await db.from('worker_request_lines').whereIn('worker_request_id', requests).delete()
    await db.from('worker_contracts').where('company_id', company.id).delete()
    await db.from('worker_requests').where('company_id', company.id).delete()
    await db.from('users').where('company_id', company.id).delete()
    await db.from('companies').where('id', company.id).delete()
  }
  if (country) {
    await db.from('representative_countries').where('id', country.id).delete()
    if (country.representativeCompanyId) {
      await db.from('representative_companies').where('id', country.representativeCompanyId).delete()
    }
  }
  company = null
  customer = null
  country = null
}

test.group('Account | concurrent renewal and upgrade submissions', (group) => {
  group.each.setup(async () => {
    country = await RepresentativeCountryFactory.merge({ code: 'NL', name: 'Netherlands' })
      .with('representativeCompany')
      .with('workerPackages')
      .create()
    company = await CompanyFactory.merge({ name: 'Concurrent Upgrades Transport' }).create()
    customer = await createCustomer({ company })
    await WorkerContractFactory.apply('perWorker')
      .merge({
        companyId: company.id,
        representativeCountryId: country.id,
        packageSignature: 'w|4',
        startDate: inDays(-60),
      })
      .create()
    return removeEverything
  })

  test(`${PARALLEL} upgrades submitted at once leave one request; the others are told one is pending`, async ({
    client,
    assert,
  }) => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        post(
          client,
          customer,
          `${account(company!.id)}/upgradeAccount`,
          upgradeBody([row('NL', 'w|4', 6 + index)])
        )
      )
    )

    assert.deepEqual(responses.map((response) => response.status()).sort(), [
      200,
      ...Array(PARALLEL - 1).fill(400),
    ])
    for (const response of responses.filter((answer) => answer.status() === 400)) {
      assert.deepEqual(response.body(), PENDING)
    }
    const requests = await WorkerRequest.query().where('company_id', company!.id).preload('lines')
    assert.lengthOf(requests, 1)
    assert.lengthOf(requests[0].lines, 1)
    const accepted = responses.find((response) => response.status() === 200)!
    assert.equal(accepted.body().requestId, requests[0].requestId)
  }).timeout(30_000)

  test('upgrades and renewals submitted at once leave one request', async ({ client, assert }) => {
    const path = (call: string) => `${account(company!.id)}/${call}`
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 === 0
          ? post(client, customer, path('upgradeAccount'), upgradeBody([row('NL', 'w|4', 7)]))
          : post(client, customer, path('renewContract'), renewalBody([row('NL', 'w|4', 5)]))
      )
    )

    assert.lengthOf(
      responses.filter((response) => response.status() === 200),
      1
    )
    assert.lengthOf(
      responses.filter((response) => response.status() === 400),
      PARALLEL - 1
    )
    const [{ total }] = await db.from('worker_requests').where('company_id', company!.id).count('* as total')
    assert.equal(Number(total), 1)
  }).timeout(30_000)
})
