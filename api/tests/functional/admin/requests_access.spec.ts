import { test } from '@japa/runner'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import WorkerRequest from '#models/worker_request'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { countRows, createWorkerRequest, seedReferenceData, today } from '#tests/helpers/purchase'

const CALLS: { title: string; send: (client: ApiClient, id: number) => ApiRequest }[] = [
  { title: 'list', send: (client) => client.get('/en/api/admin/requests') },
  {
    title: 'validate',
    send: (client, id) =>
      client
        .post(`/en/api/admin/requests/${id}/validate`)
        .json({ startDates: [{ countryCode: 'FR', startDate: today() }] })
        .withCsrfToken(),
  },
  {
    title: 'remove',
    send: (client, id) => client.post(`/en/api/admin/requests/${id}/remove`).withCsrfToken(),
  },
]

async function pendingRequest() {
  const reference = await seedReferenceData()
  const customer = await createCustomer()
  const request = await createWorkerRequest(customer, { lines: [{ country: reference.country('FR') }] })
  return { customer, request }
}

test.group('Admin | requests access', (group) => {
  isolateEachTest(group)

  test('a customer is refused the {title} call with 403 and nothing changes')
    .with(CALLS)
    .run(async ({ client, assert }, call) => {
      const { customer, request } = await pendingRequest()
      const before = await countRows()

      const response = await call.send(client, request.id).loginAs(customer)

      response.assertStatus(403)
      response.assertBody({ errors: [{ message: 'You are not allowed to do this.' }] })
      assert.deepEqual(await countRows(), before)
      assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
    })

  test('an anonymous visitor is refused the {title} call with 401 and nothing changes')
    .with(CALLS)
    .run(async ({ client, assert }, call) => {
      const { request } = await pendingRequest()
      const before = await countRows()

      const response = await call.send(client, request.id)

      response.assertStatus(401)
      response.assertBody({ errors: [{ message: 'Please sign in to continue.' }] })
      assert.deepEqual(await countRows(), before)
      assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
    })

  test('the refusal is translated', async ({ client }) => {
    const { customer, request } = await pendingRequest()

    const response = await client
      .post(`/pl/api/admin/requests/${request.id}/remove`)
      .withCsrfToken()
      .loginAs(customer)

    response.assertStatus(403)
    response.assertBody({ errors: [{ message: 'Nie masz uprawnień do wykonania tej czynności.' }] })
  })

  test('an admin POST without the CSRF token is refused with 403', async ({ client, assert }) => {
    const { request } = await pendingRequest()

    const response = await client
      .post(`/en/api/admin/requests/${request.id}/remove`)
      .loginAs(await createAdmin())

    response.assertStatus(403)
    response.assertBody({
      errors: [{ message: 'Your session has changed. Please reload the page and try again.' }],
    })
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
  })

  test('an unknown request answers 404 to {title}')
    .with(CALLS.slice(1))
    .run(async ({ client }, call) => {
      const { request } = await pendingRequest()

      const response = await call.send(client, request.id + 1000).loginAs(await createAdmin())

      response.assertStatus(404)
      response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
    })
})
