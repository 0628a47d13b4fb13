import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Company from '#models/company'
import Profile from '#models/profile'
import AuditLog from '#models/audit_log'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

const FORM = {
  civility: 'MRS',
  firstName: 'Anna',
  middleName: null,
  lastName: 'Nowak',
  position: 'OWNER',
  phone: { type: 'BUSINESS', number: '+48 602 345 678' },
  company: {
    vatNumber: 'pl 526-025-02-74',
    address: {
      addressLines: ['ul. Długa 5', 'piętro 2'],
      postalCode: '80-831',
      city: 'Gdańsk',
      countryCode: 'PL',
    },
  },
  login: 'ignored-login',
}

function put(client: ApiClient, admin: User, id: number, body: object) {
  return client.put(`/en/api/admin/profiles/${id}`).loginAs(admin).json(body).withCsrfToken()
}

async function snapshot(profileId: number) {
  const profile = await Profile.query().where('id', profileId).preload('phones').preload('user').firstOrFail()
  const company = await Company.findOrFail(profile.user.companyId)
  return {
    names: [profile.firstName, profile.lastName, profile.position],
    phones: profile.phones.map((phone) => phone.number),
    company: [company.vatNumber, company.addressLine1, company.city],
  }
}

test.group('Admin | profile update', (group) => {
  isolateEachTest(group)

  test('saves the profile, its phone and the company address and VAT number at once', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const user = await createCustomer()

    const response = await put(client, admin, user.profile.id, FORM)

    response.assertStatus(200)
    response.assertBodyContains({
      id: user.profile.id,
      login: user.login,
      firstName: 'Anna',
      position: 'OWNER',
      phone: { type: 'BUSINESS', number: '+48602345678' },
      company: {
        vatNumber: 'PL5260250274',
        address: {
          addressLines: ['ul. Długa 5', 'piętro 2'],
          postalCode: '80-831',
          city: 'Gdańsk',
          countryCode: 'PL',
        },
      },
    })
    assert.deepEqual(await snapshot(user.profile.id), {
      names: ['Anna', 'Nowak', 'OWNER'],
      phones: ['+48602345678'],
      company: ['PL5260250274', 'ul. Długa 5', 'Gdańsk'],
    })
    const company = await Company.findOrFail(user.companyId)
    assert.equal(company.vatStatus, 'unchecked')
  })

  test('writes an audit log line naming the admin and the profile', async ({ client, assert }) => {
    const admin = await createAdmin()
    const user = await createCustomer({ profile: { firstName: 'Jan', lastName: 'Wiśniewski' } })

    await put(client, admin, user.profile.id, FORM)

    const logs = await AuditLog.query().where('subject_type', 'profile').where('subject_id', user.profile.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].userId, admin.id)
    assert.equal(logs[0].action, 'profile.update')
    const payload = logs[0].payload as Record<string, Record<string, unknown>>
    assert.containsSubset(payload, {
      before: { lastName: 'Wiśniewski', firstName: 'Jan' },
      after: { lastName: 'Nowak', firstName: 'Anna', company: { vatNumber: 'PL5260250274', city: 'Gdańsk' } },
    })
    // Both sides name the same fields: those that changed.
    assert.sameMembers(Object.keys(payload.before), Object.keys(payload.after))
    assert.notProperty(payload.before, 'login')
  })

  test('a VAT number of another company answers 422 and leaves the profile unchanged too', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const other = await CompanyFactory.create()
    const user = await createCustomer()
    const before = await snapshot(user.profile.id)

    const response = await put(client, admin, user.profile.id, {
      ...FORM,
      company: { ...FORM.company, vatNumber: other.vatNumber },
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'company.vatNumber', message: 'Another company already uses this VAT number.' }],
    })
    assert.deepEqual(await snapshot(user.profile.id), before)
    assert.lengthOf(await AuditLog.all(), 0)
  })

  test('a malformed {title} answers 422 on {field}')
    .with([
      {
        title: 'VAT number',
        field: 'company.vatNumber',
        patch: { company: { ...FORM.company, vatNumber: '12' } },
      },
      { title: 'phone', field: 'phone.number', patch: { phone: { type: 'BUSINESS', number: 'abc' } } },
      {
        title: 'country',
        field: 'company.address.countryCode',
        patch: { company: { ...FORM.company, address: { ...FORM.company.address, countryCode: 'US' } } },
      },
      { title: 'last name', field: 'lastName', patch: { lastName: null } },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const user = await createCustomer()
      const before = await snapshot(user.profile.id)

      const response = await put(client, admin, user.profile.id, { ...FORM, ...row.patch })

      response.assertStatus(422)
      assert.deepEqual(
        response.body().errors.map((error: { field: string }) => error.field),
        [row.field]
      )
      assert.deepEqual(await snapshot(user.profile.id), before)
    })

  test("an admin's own profile is saved without a company", async ({ client, assert }) => {
    const admin = await createAdmin()

    const response = await put(client, admin, admin.profile.id, FORM)

    response.assertStatus(200)
    response.assertBodyContains({ firstName: 'Anna', company: null })
    assert.lengthOf(await Company.all(), 0)
  })

  test('an unknown id answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const response = await put(client, admin, 999999, FORM)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
  })
})
