import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Company from '#models/company'
import AuditLog from '#models/audit_log'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { FakeVies, viesError, viesInvalid, viesValid } from '#tests/functional/vat/fake_vies'

function checkVatNumber(client: ApiClient, id: number | string, user?: User, lang = 'en') {
  const request = client.post(`/${lang}/api/admin/companies/${id}/checkVatNumber`).withCsrfToken()
  return user ? request.loginAs(user) : request
}

async function vatProof(id: number) {
  const company = await Company.findOrFail(id)
  return {
    status: company.vatStatus,
    checked: company.vatCheckedAt !== null,
    consultationNumber: company.vatConsultationNumber,
  }
}

test.group('VAT | POST /{lang}/api/admin/companies/{id}/checkVatNumber', (group) => {
  isolateEachTest(group)

  test('a valid answer is stored with its proof and audited', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesValid())
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({ vatNumber: 'PL5260250274', vatStatus: 'unchecked' }).create()

    const response = await checkVatNumber(client, company.id, admin)

    response.assertStatus(200)
    response.assertBodyContains({
      valid: true,
      status: 'valid',
      vatStatus: 'valid',
      vatNumber: 'PL5260250274',
      consultationNumber: 'WAPIAAAAZ0jm2yQ7',
    })
    assert.deepEqual(await vatProof(company.id), {
      status: 'valid',
      checked: true,
      consultationNumber: 'WAPIAAAAZ0jm2yQ7',
    })
    assert.deepEqual(vies.requests, [{ countryCode: 'PL', vatNumber: '5260250274' }])
    const logs = await AuditLog.query().where('subject_type', 'company').where('subject_id', company.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].userId, admin.id)
    assert.containsSubset(logs[0].payload, { outcome: 'valid', consultationNumber: 'WAPIAAAAZ0jm2yQ7' })
  })

  test('an invalid answer is stored and drops an earlier proof', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesInvalid)
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({
      vatNumber: 'PL5260250274',
      vatStatus: 'valid',
      vatCheckedAt: DateTime.utc().minus({ days: 30 }),
      vatConsultationNumber: 'WAPIOLD',
    }).create()

    const response = await checkVatNumber(client, company.id, admin)

    response.assertStatus(200)
    response.assertBodyContains({ valid: false, status: 'invalid', vatStatus: 'invalid' })
    assert.deepEqual(await vatProof(company.id), {
      status: 'invalid',
      checked: true,
      consultationNumber: null,
    })
  })

  test('VIES unavailable leaves an unchecked company unverified', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesError('MS_UNAVAILABLE'))
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({ vatNumber: 'PL5260250274', vatStatus: 'unchecked' }).create()

    const response = await checkVatNumber(client, company.id, admin)

    response.assertBodyContains({ valid: true, status: 'unverified', vatStatus: 'unverified' })
    assert.deepEqual(await vatProof(company.id), {
      status: 'unverified',
      checked: true,
      consultationNumber: null,
    })
  })

  test('VIES unavailable does not undo an earlier valid proof', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesError('MS_UNAVAILABLE'))
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({
      vatNumber: 'PL5260250274',
      vatStatus: 'valid',
      vatCheckedAt: DateTime.utc().minus({ days: 30 }),
      vatConsultationNumber: 'WAPIOLD',
    }).create()

    const response = await checkVatNumber(client, company.id, admin)

    response.assertBodyContains({ valid: true, status: 'unverified', vatStatus: 'valid' })
    assert.deepEqual(await vatProof(company.id), {
      status: 'valid',
      checked: true,
      consultationNumber: 'WAPIOLD',
    })
  })

  test('VIES not answering in time gives unverified within the timeout', async ({
    client,
    assert,
    cleanup,
  }) => {
    const vies = await FakeVies.start('hang', { timeoutMs: 300 })
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({ vatNumber: 'PL5260250274', vatStatus: 'unchecked' }).create()

    const started = Date.now()
    const response = await checkVatNumber(client, company.id, admin)

    response.assertBodyContains({ valid: true, status: 'unverified' })
    assert.isBelow(Date.now() - started, 2000)
    assert.equal((await vatProof(company.id)).status, 'unverified')
  })

  test('a stored number with a wrong check digit is invalid without asking VIES', async ({
    client,
    assert,
    cleanup,
  }) => {
    const vies = await FakeVies.start(viesValid())
    cleanup(() => vies.close())
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({ vatNumber: 'PL5260250275', vatStatus: 'unchecked' }).create()

    const response = await checkVatNumber(client, company.id, admin)

    response.assertBodyContains({ valid: false, status: 'invalid' })
    assert.lengthOf(vies.requests, 0)
    assert.equal((await vatProof(company.id)).status, 'invalid')
  })

  test('a customer is refused with 403, even for their own company', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesValid())
    cleanup(() => vies.close())
    const customer = await createCustomer()

    const response = await checkVatNumber(client, customer.companyId!, customer)

    response.assertStatus(403)
    response.assertBody({ errors: [{ message: 'You are not allowed to do this.' }] })
    assert.lengthOf(vies.requests, 0)
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const company = await CompanyFactory.create()

    const response = await checkVatNumber(client, company.id, undefined, 'fr')

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Veuillez vous connecter pour continuer.' }] })
  })

  test('an unknown company answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const response = await checkVatNumber(client, 999999, admin)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
  })
})
