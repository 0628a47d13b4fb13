import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { isolateEachTest } from '#tests/helpers/database'
import { seedReferenceData } from '#tests/helpers/purchase'
import { createAdmin } from '#tests/helpers/users'
import {
  account,
  customerWithContracts,
  post,
  row,
  upgradeBody,
} from '#tests/functional/account/account_fixtures'

test.group('Account | an upgrade with nothing to pay', (group) => {
  isolateEachTest(group)

  test('applies at once, without payment nor invoice, and says so', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    // 12 drivers cost this company 70 EUR a month; its partner's unlimited price is 65 EUR.
    const { user, company, contracts } = await customerWithContracts([
      { country: 'EU', daysAgo: 10, allowed: 12, monthlyAmountCents: 7000, introducer: reference.promo },
    ])
    const [eu] = contracts

    const quote = await post(client, user, `${account(company.id)}/upgradeAccount/quote`, {
      representativeCountries: [row('EU', null, 'more')],
    })
    quote.assertStatus(200)
    quote.assertBodyContains({ totalWithTaxCents: 0 })

    const response = await post(
      client,
      user,
      `${account(company.id)}/upgradeAccount`,
      upgradeBody([row('EU', null, 'more')], 'CARD')
    )

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    response.assertBody({ requestId: request.requestId, validated: true })
    assert.containsSubset(request.serialize(), { type: 'upgrade', status: 'validated', amountCents: 0 })
    const upgraded = await WorkerContract.findOrFail(eu.id)
    assert.containsSubset(upgraded.serialize(), {
      allowedNumberOfWorkers: null,
      packageSignature: null,
      monthlyAmountCents: 7000,
      endDate: eu.endDate,
    })
    assert.lengthOf(await Invoice.query().where('worker_request_id', request.id), 0)

    // Nothing pending: the company may change again.
    const check = await client.get(`${account(company.id)}/checkUpgradeAccount`).loginAs(user)
    check.assertBodyContains({ pendingWorkerRequest: null, isRenewAllowed: true })
  })
  test("an admin's order applied at once is one audit line: the order, with its validation", async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const { company } = await customerWithContracts([
      { country: 'EU', daysAgo: 10, allowed: 12, monthlyAmountCents: 7000, introducer: reference.promo },
    ])
    const admin = await createAdmin()

    const response = await post(
      client,
      admin,
      `${account(company.id)}/upgradeAccount`,
      upgradeBody([row('EU', null, 'more')], 'CARD')
    )

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    assert.equal(request.status, 'validated')
    const lines = await AuditLog.all()
    assert.deepEqual(
      lines.map((line) => line.action),
      ['request.upgrade']
    )
    assert.containsSubset(lines[0].serialize(), {
      userId: admin.id,
      subjectType: 'worker_request',
      subjectId: request.id,
      ip: '127.0.0.1',
      payload: {
        before: { status: 'pending_payment' },
        after: { status: 'validated' },
        requestId: request.requestId,
        amountCents: 0,
        companyId: company.id,
      },
    })
  })
})
