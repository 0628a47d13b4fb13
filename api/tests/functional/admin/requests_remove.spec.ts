import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import type { RequestStatus } from '#enums/contract'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { countRows, createWorkerRequest, seedReferenceData, today } from '#tests/helpers/purchase'

function remove(client: ApiClient, admin: User, id: number, lang = 'en') {
  return client.post(`/${lang}/api/admin/requests/${id}/remove`).withCsrfToken().loginAs(admin)
}

async function requestOf(companyName: string, status: RequestStatus = 'pending_payment') {
  const reference = await seedReferenceData()
  const company = await CompanyFactory.merge({ name: companyName }).create()
  const customer = await createCustomer({ company })
  return createWorkerRequest(customer, {
    status,
    mop: status === 'payment_failed' ? 'CARD' : 'TRANSFER',
    lines: [{ country: reference.country('FR') }],
  })
}

test.group('Admin | requests remove', (group) => {
  isolateEachTest(group)

  test('a {$self} request is marked removed, nothing deleted, and the removal is audited')
    .with(['pending_payment', 'payment_failed'] as const)
    .run(async ({ client, assert }, status) => {
      const admin = await createAdmin()
      const request = await requestOf('Lambda Logistics', status)
      const before = await countRows()

      const response = await remove(client, admin, request.id)

      response.assertStatus(200)
      response.assertBody({
        removed: true,
        successes: [{ message: 'The request of Lambda Logistics has been removed.' }],
      })
      await request.refresh()
      assert.equal(request.status, 'removed')
      assert.isNotNull(request.removedAt)
      assert.isNull(request.validatedAt)
      assert.deepEqual(await countRows(), { ...before, audit_logs: before.audit_logs + 1 })
      const audit = await AuditLog.query()
        .where('subject_type', 'worker_request')
        .where('subject_id', request.id)
      assert.lengthOf(audit, 1)
      assert.containsSubset(audit[0].serialize(), { userId: admin.id, action: 'request.remove' })
    })

  test('the success is translated', async ({ client }) => {
    const admin = await createAdmin()
    const request = await requestOf('Lambda Logistics')

    const response = await remove(client, admin, request.id, 'fr')

    response.assertStatus(200)
    response.assertBody({
      removed: true,
      successes: [{ message: 'La demande de Lambda Logistics a été supprimée.' }],
    })
  })

  test('a {$self} request cannot be removed (400) and nothing changes')
    .with(['validated', 'removed'] as const)
    .run(async ({ client, assert }, status) => {
      const admin = await createAdmin()
      const request = await requestOf('Lambda Logistics', status)
      const before = await countRows()

      const response = await remove(client, admin, request.id)

      response.assertStatus(400)
      response.assertBody({ errors: [{ message: 'This request is no longer waiting for payment.' }] })
      assert.deepEqual(await countRows(), before)
      const stored = await WorkerRequest.findOrFail(request.id)
      assert.equal(stored.status, status)
      assert.isNull(stored.removedAt)
    })

  test('a removed request leaves the default list and cannot be validated any more', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const request = await requestOf('Lambda Logistics')
    ;(await remove(client, admin, request.id)).assertStatus(200)

    const listed = await client.get('/en/api/admin/requests').loginAs(admin)
    const validated = await client
      .post(`/en/api/admin/requests/${request.id}/validate`)
      .json({ startDates: [{ countryCode: 'FR', startDate: today() }] })
      .withCsrfToken()
      .loginAs(admin)

    listed.assertStatus(200)
    assert.deepEqual(listed.body(), [])
    validated.assertStatus(400)
    validated.assertBody({ errors: [{ message: 'This request is no longer waiting for payment.' }] })
  })
})
