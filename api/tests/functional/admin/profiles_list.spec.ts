import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { CompanyFactory } from '#database/factories/company_factory'
import { UserFactory } from '#database/factories/user_factory'
import { commitEachTest, isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

type Row = { login: string; companyName: string | null; lastName: string }

function list(client: ApiClient, admin: User, qs: Record<string, string> = {}) {
  return client.get('/en/api/admin/profiles').qs(qs).loginAs(admin)
}

const logins = (rows: Row[]) => rows.map((row) => row.login)

async function customerOf(companyName: string, user: Partial<User>, profile: Record<string, unknown> = {}) {
  const company = await CompanyFactory.merge({ name: companyName }).create()
  return createCustomer({ company, user, profile })
}

test.group('Admin | profiles list', (group) => {
  isolateEachTest(group)

  test('pages through the profiles with Content-Range', async ({ client, assert }) => {
    const admin = await createAdmin()
    await UserFactory.with('company')
      .with('profile', 1, (profile) => profile.with('phones'))
      .createMany(29)

    const first = await list(client, admin)
    const second = await list(client, admin, { range: '[25,49]' })
    const small = await list(client, admin, { range: '[10,14]' })

    first.assertStatus(200)
    first.assertHeader('content-range', 'profiles 0-24/30')
    assert.lengthOf(first.body(), 25)
    second.assertHeader('content-range', 'profiles 25-29/30')
    assert.lengthOf(second.body(), 5)
    small.assertHeader('content-range', 'profiles 10-14/30')
    assert.deepEqual(logins(small.body()), logins(first.body()).slice(10, 15))
    assert.notIncludeMembers(logins(second.body()), logins(first.body()))
  })

  test('a row is the profile as its detail answers it, a customer and an admin without company', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin({ user: { login: 'row-admin' } })
    const customer = await customerOf(
      'Row Check Transport',
      { login: 'row-customer' },
      { middleName: 'Maria' }
    )

    const response = await list(client, admin, { sort: '["login","DESC"]' })

    response.assertStatus(200)
    const rows = response.body() as { id: number; login: string }[]
    for (const user of [customer, admin]) {
      const detail = await client.get(`/en/api/admin/profiles/${user.profile.id}`).loginAs(admin)
      detail.assertStatus(200)
      assert.deepEqual(
        rows.find((row) => row.id === user.profile.id),
        detail.body()
      )
    }
    const adminRow = rows.find((row) => row.id === admin.profile.id) as unknown as Row & { company: unknown }
    assert.isNull(adminRow.companyName)
    assert.isNull(adminRow.company)
    assert.deepEqual(logins(response.body()), ['row-customer', 'row-admin'])
  })

  test('malformed query parameters fall back to the defaults: {$self}')
    .with(['filter={oops', 'range=[0,', 'range=[10,2]', 'range=[-5,3]', 'sort=companyName', 'range="x"'])
    .run(async ({ client, assert }, query) => {
      const admin = await createAdmin()
      await customerOf('Bravo Sortex', { login: 'bravo' })
      await customerOf('Alfa Sortex', { login: 'alfa' })

      const response = await client.get(`/en/api/admin/profiles?${query}`).loginAs(admin)

      response.assertStatus(200)
      response.assertHeader('content-range', 'profiles 0-2/3')
      assert.deepEqual(logins(response.body()).slice(1), ['alfa', 'bravo'])
    })
})

/** The search reads FULLTEXT indexes, which see committed rows only: these tests commit (commitEachTest). */
test.group('Admin | profiles search', (group) => {
  commitEachTest(group)

  test('filter q="{q}" finds {expected}')
    .with([
      { q: 'baltic', expected: ['by-company'] },
      { q: 'GRZEGORZ', expected: ['by-first-name'] },
      { q: 'brzęczyszczykiewicz', expected: ['by-last-name'] },
      { q: 'Hidden-Login', expected: ['by-login.hidden-login'] },
      { q: 'MAILBOX.EXAMPLE', expected: ['by-email'] },
      { q: '100%', expected: ['percent', 'thousand'] },
      { q: '%', expected: ['percent'] },
      { q: 'x_y', expected: ['underscore.x_y'] },
      { q: '  baltic  ', expected: ['by-company'] },
      { q: 'logist', expected: ['by-company'] },
      { q: 'Grzegorz Ordinary', expected: ['by-first-name'] },
      { q: 'hidden login', expected: ['by-login.hidden-login'] },
      { q: 'someone@mailbox', expected: ['by-email'] },
      { q: 'ogistics', expected: [] },
      { q: 'Grzegorz Baltic', expected: [] },
      { q: 'ic L', expected: ['by-company'] },
      { q: '+baltic -"logistics" (s.a.)* ~@<>', expected: ['by-company'] },
      { q: '"+-<>()~*@', expected: [] },
      { q: 'no-such-text', expected: [] },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin({ user: { login: 'the-admin', email: 'admin@provider.example' } })
      await customerOf('Baltic Logistics S.A.', { login: 'by-company' })
      await customerOf('Ordinary Transport', { login: 'by-first-name' }, { firstName: 'Grzegorz' })
      await customerOf('Ordinary Transport', { login: 'by-last-name' }, { lastName: 'Brzęczyszczykiewicz' })
      await customerOf('Ordinary Transport', { login: 'by-login.hidden-login' })
      await customerOf('Ordinary Transport', { login: 'by-email', email: 'someone@mailbox.example' })
      await customerOf('100% Transport', { login: 'percent' })
      await customerOf('1000 Transport', { login: 'thousand' })
      await customerOf('Ordinary Transport', { login: 'underscore.x_y' })
      await customerOf('Ordinary Transport', { login: 'underscore.xzy' })

      const response = await list(client, admin, { filter: JSON.stringify({ q: row.q }) })

      response.assertStatus(200)
      assert.sameMembers(logins(response.body()), row.expected)
      const end = Math.max(row.expected.length - 1, 0)
      response.assertHeader('content-range', `profiles 0-${end}/${row.expected.length}`)
    })

  test('folded as the workers search: q="{q}" finds {expected}')
    .with([
      { q: 'lodz', expected: ['alfa'] },
      { q: 'zolc', expected: ['bravo'] },
      { q: 'zul', expected: ['charlie'] },
      { q: 'jan lodz', expected: ['alfa'] },
      { q: 'lukasz', expected: ['łukasz.żak'] },
      { q: 'mazur', expected: ['łukasz.żak'] },
      { q: 'baltic', expected: ['echo'] },
      { q: 'log logistics', expected: ['echo'] },
      { q: 'logistics cargo', expected: [] },
      { q: 'port', expected: [] },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin({ user: { login: 'the-admin', email: 'admin@provider.example' } })
      // Fixed names and e-mails, none of them the factory's (the admin's profile is): each word is found only
      // where its case says.
      const person = (login: string, firstName: string, lastName: string, email = `${login}@example.com`) =>
        [
          { login, email },
          { firstName, lastName },
        ] as const
      await customerOf('Łódź Żuraw Transport', ...person('alfa', 'Jan', 'Nowak'))
      await customerOf('Ordinary Transport', ...person('bravo', 'Anna', 'Żółć'))
      await customerOf('Ordinary Transport', ...person('charlie', 'Ewa', 'Żuławski'))
      await customerOf('Ordinary Transport', ...person('łukasz.żak', 'Adam', 'Mazur', 'delta@example.com'))
      await customerOf('Baltic Logistics S.A.', ...person('echo', 'Piotr', 'Nowak'))

      const response = await list(client, admin, { filter: JSON.stringify({ q: row.q }) })

      response.assertStatus(200)
      assert.sameMembers(logins(response.body()), row.expected)
    })

  test('sorts by {field} {direction}')
    .with([
      { field: 'companyName', direction: 'ASC', expected: ['alfa', 'bravo', 'charlie'] },
      { field: 'companyName', direction: 'DESC', expected: ['charlie', 'bravo', 'alfa'] },
      { field: 'lastName', direction: 'ASC', expected: ['bravo', 'charlie', 'alfa'] },
      { field: 'lastName', direction: 'DESC', expected: ['alfa', 'charlie', 'bravo'] },
      { field: 'password', direction: 'DESC', expected: ['alfa', 'bravo', 'charlie'] },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      await customerOf('Charlie Sortex', { login: 'charlie' }, { lastName: 'Mazur' })
      await customerOf('Alfa Sortex', { login: 'alfa' }, { lastName: 'Zielińska' })
      await customerOf('Bravo Sortex', { login: 'bravo' }, { lastName: 'Adamski' })

      const response = await list(client, admin, {
        filter: '{"q":"sortex"}',
        sort: JSON.stringify([row.field, row.direction]),
      })

      response.assertStatus(200)
      assert.deepEqual(logins(response.body()), row.expected)
    })

  test('a renamed company is sorted and found by its new name at once', async ({ client, assert }) => {
    const admin = await createAdmin({ user: { login: 'the-admin' } })
    const alfa = await customerOf('Alfa Sortex', { login: 'alfa' })
    await customerOf('Bravo Sortex', { login: 'bravo' })
    const company = alfa.company!

    const renamed = await client
      .put(`/en/api/admin/companies/${company.id}`)
      .json({
        name: 'Zulu Sortex',
        vatNumber: company.vatNumber,
        address: {
          addressLines: [company.addressLine1, company.addressLine2 ?? ''],
          postalCode: company.postalCode,
          city: company.city,
          countryCode: company.countryCode,
        },
        web: null,
        siret: null,
      })
      .withCsrfToken()
      .loginAs(admin)
    renamed.assertStatus(200)

    const sorted = await list(client, admin)
    assert.deepEqual(logins(sorted.body()), ['the-admin', 'bravo', 'alfa'])
    assert.equal((sorted.body() as Row[])[2].companyName, 'Zulu Sortex')
    const found = await list(client, admin, { filter: JSON.stringify({ q: 'zulu' }) })
    assert.deepEqual(logins(found.body()), ['alfa'])
    const old = await list(client, admin, { filter: JSON.stringify({ q: 'alfa sortex' }) })
    assert.deepEqual(logins(old.body()), [])
  })

  test("a person's new name is found at once, the old one no more", async ({ client, assert }) => {
    const admin = await createAdmin({ user: { login: 'the-admin' } })
    // Names the factory never makes (the admin's profile is the factory's).
    const alfa = await customerOf(
      'Alfa Sortex',
      { login: 'alfa' },
      { firstName: 'Grzegorz', lastName: 'Brzęczyszczykiewicz' }
    )

    await alfa.profile.merge({ lastName: 'Wiśniewski' }).save()

    const found = await list(client, admin, { filter: JSON.stringify({ q: 'grzegorz wisniew' }) })
    assert.deepEqual(logins(found.body()), ['alfa'])
    const old = await list(client, admin, { filter: JSON.stringify({ q: 'brzeczyszczykiewicz' }) })
    assert.deepEqual(logins(old.body()), [])
    const company = await list(client, admin, { filter: JSON.stringify({ q: 'sortex wisniewski' }) })
    assert.deepEqual(logins(company.body()), ['alfa'])
  })
})
