import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, seedReferenceData } from '#tests/helpers/purchase'
import { queriesDuring } from '#tests/helpers/query_log'

/** `count` customers of their own company, each with a pending request of two lines (FR, BE). */
async function customersWithRequests(count: number, from: number) {
  const reference = await seedReferenceData()
  for (let index = from; index < from + count; index += 1) {
    const company = await CompanyFactory.merge({ name: `Counted Company ${index}` }).create()
    const user = await createCustomer({ company, phone: '+48601000111' })
    await createWorkerRequest(user, {
      lines: [{ country: reference.country('FR') }, { country: reference.country('BE') }],
    })
  }
}

async function statementsOf(client: ApiClient, admin: User, path: string) {
  let status = 0
  let rows = 0
  const statements = await queriesDuring(async () => {
    const response = await client.get(path).loginAs(admin)
    status = response.status()
    rows = response.body().length
  })
  return { status, rows, statements }
}

test.group('Admin | lists send a fixed number of queries', (group) => {
  isolateEachTest(group)

  test('{list}: a page of 2 rows and a page of 12 send the same queries, none per row')
    .with([
      { list: 'requests', path: '/en/api/admin/requests?range=[0,24]', ownQueries: 4 },
      { list: 'profiles', path: '/en/api/admin/profiles?range=[0,24]', ownQueries: 3 },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      await customersWithRequests(2, 0)
      const small = await statementsOf(client, admin, row.path)
      await customersWithRequests(10, 2)
      const large = await statementsOf(client, admin, row.path)

      assert.equal(small.status, 200)
      assert.equal(large.status, 200)
      assert.isAbove(large.rows, small.rows)
      assert.deepEqual(large.statements.length, small.statements.length, large.statements.join('\n'))
      // The list's own queries (ids and count, then the rows and, for requests, their lines) on top of the
      // request's fixed cost (its session and its user).
      const listQueries = large.statements.filter((sql) => !/`(sessions|users)`\s*where/i.test(sql))
      assert.lengthOf(listQueries, row.ownQueries, large.statements.join('\n'))
    })
})
