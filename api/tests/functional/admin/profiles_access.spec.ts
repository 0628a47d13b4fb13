import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import type { ApiRequest } from '@japa/api-client'
import type { ApiClient } from '@japa/api-client'

const CALLS: { title: string; send: (client: ApiClient, profileId: number) => ApiRequest }[] = [
  { title: 'index', send: (client) => client.get('/en/api/admin/profiles') },
  { title: 'show', send: (client, id) => client.get(`/en/api/admin/profiles/${id}`) },
  {
    title: 'update',
    send: (client, id) =>
      client
        .put(`/en/api/admin/profiles/${id}`)
        .json({ civility: 'MR', firstName: 'Hacked', lastName: 'Hacked' })
        .withCsrfToken(),
  },
]

test.group('Admin | profiles access', (group) => {
  isolateEachTest(group)

  test('a customer is refused the {title} call with 403')
    .with(CALLS)
    .run(async ({ client, assert }, call) => {
      const customer = await createCustomer()

      const response = await call.send(client, customer.profile.id).loginAs(customer)

      response.assertStatus(403)
      response.assertBody({ errors: [{ message: 'You are not allowed to do this.' }] })
      await customer.profile.refresh()
      assert.notEqual(customer.profile.firstName, 'Hacked')
    })

  test('an anonymous visitor is refused the {title} call with 401')
    .with(CALLS)
    .run(async ({ client }, call) => {
      const customer = await createCustomer()

      const response = await call.send(client, customer.profile.id)

      response.assertStatus(401)
      response.assertBody({ errors: [{ message: 'Please sign in to continue.' }] })
    })

  test('the 403 is translated', async ({ client }) => {
    const customer = await createCustomer()

    const response = await client.get('/pl/api/admin/profiles').loginAs(customer)

    response.assertStatus(403)
    response.assertBody({ errors: [{ message: 'Nie masz uprawnień do wykonania tej czynności.' }] })
  })

  test('an admin is let through', async ({ client, assert }) => {
    const admin = await createAdmin()

    const response = await client.get('/en/api/admin/profiles').loginAs(admin)

    response.assertStatus(200)
    assert.deepEqual(
      response.body().map((row: { userId: number }) => row.userId),
      [admin.id]
    )
  })
})
