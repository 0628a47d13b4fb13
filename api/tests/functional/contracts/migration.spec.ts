import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import Company from '#models/company'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

function migrate(client: ApiClient, companyId: number, user?: User, lang = 'en') {
  const request = client
    .post(`/${lang}/api/eurofiscalis/company/${companyId}/migrateToMobilityPacket`)
    .withCsrfToken()
  return user ? request.loginAs(user) : request
}

async function notMigrated() {
  return CompanyFactory.merge({ migratedToMobilityPacket: false }).create()
}

async function isMigrated(id: number) {
  return (await Company.findOrFail(id)).migratedToMobilityPacket
}

test.group('Contracts | POST /{lang}/api/{provider}/company/{id}/migrateToMobilityPacket', (group) => {
  isolateEachTest(group)

  test('a customer migrates their own company, twice without harm, in their language', async ({
    client,
    assert,
  }) => {
    const company = await notMigrated()
    const user = await createCustomer({ company })

    const first = await migrate(client, company.id, user, 'pl')
    const second = await migrate(client, company.id, user, 'fr')

    first.assertStatus(200)
    first.assertBody({
      migrated: true,
      successes: [{ message: 'Firma zaakceptowała warunki Pakietu Mobilności UE.' }],
    })
    second.assertStatus(200)
    second.assertBody({
      migrated: true,
      successes: [{ message: 'La société a accepté les conditions du Paquet Mobilité UE.' }],
    })
    assert.isTrue(await isMigrated(company.id))
    assert.lengthOf(
      await AuditLog.query().where('subject_type', 'company').where('subject_id', company.id),
      0
    )
  })

  test('an admin migrates any company, audited once', async ({ client, assert }) => {
    const admin = await createAdmin()
    const company = await notMigrated()

    const first = await migrate(client, company.id, admin)
    const second = await migrate(client, company.id, admin)

    first.assertStatus(200)
    second.assertStatus(200)
    assert.isTrue(await isMigrated(company.id))
    const logs = await AuditLog.query()
      .where('action', 'company.migrateToMobilityPacket')
      .where('subject_id', company.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].userId, admin.id)
  })

  test("another company's id answers 404 like a missing one and changes nothing", async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const other = await notMigrated()

    const foreign = await migrate(client, other.id, user)
    const missing = await migrate(client, 999999, user)

    foreign.assertStatus(404)
    foreign.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
    assert.deepEqual(missing.body(), foreign.body())
    assert.isFalse(await isMigrated(other.id))
  })

  test('an anonymous call answers 401', async ({ client, assert }) => {
    const company = await notMigrated()

    const response = await migrate(client, company.id)

    response.assertStatus(401)
    assert.isFalse(await isMigrated(company.id))
  })
})
