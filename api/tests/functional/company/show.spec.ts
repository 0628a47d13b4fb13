import { test } from '@japa/runner'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

test.group('Company | show', (group) => {
  isolateEachTest(group)

  test('a customer sees their own company with its users', async ({ client, assert }) => {
    const company = await CompanyFactory.merge({
      name: 'Trans-Demo Sp. z o.o.',
      vatNumber: 'PL5260250274',
      addressLine1: 'ul. Przykładowa 12',
      addressLine2: 'lok. 4',
      postalCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
      size: '50',
      migratedToMobilityPacket: true,
      web: 'https://trans-demo.example',
      siret: null,
    }).create()
    const user = await createCustomer({ company, phone: '+48601234567' })
    const colleague = await createCustomer({ company, phone: '+48602345678' })
    await createCustomer()

    const response = await client.get(`/en/api/eurofiscalis/company/${company.id}`).loginAs(user)

    response.assertStatus(200)
    const { users, ...identity } = response.body().company
    assert.deepEqual(identity, {
      id: company.id,
      name: 'Trans-Demo Sp. z o.o.',
      vatNumber: 'PL5260250274',
      address: {
        addressLines: ['ul. Przykładowa 12', 'lok. 4'],
        postalCode: '00-001',
        city: 'Warszawa',
        countryCode: 'PL',
      },
      identifiers: { siret: null },
      size: '50',
      web: 'https://trans-demo.example',
      migratedToMobilityPacket: true,
      vatStatus: 'valid',
    })
    assert.sameDeepMembers(users, [
      { id: user.id, login: user.login, profile: { phones: [{ type: 'BUSINESS', number: '+48601234567' }] } },
      {
        id: colleague.id,
        login: colleague.login,
        profile: { phones: [{ type: 'BUSINESS', number: '+48602345678' }] },
      },
    ])
  })

  test("another company's id answers 404, exactly like a missing id", async ({ client, assert }) => {
    const user = await createCustomer()
    const other = await createCustomer()

    const foreign = await client.get(`/en/api/eurofiscalis/company/${other.companyId}`).loginAs(user)
    const missing = await client.get('/en/api/eurofiscalis/company/999999').loginAs(user)

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), foreign.body())
  })

  test('an admin sees any company', async ({ client, assert }) => {
    const admin = await createAdmin()
    const customer = await createCustomer()

    const response = await client.get(`/fr/api/eurofiscalis/company/${customer.companyId}`).loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.body().company.id, customer.companyId)
    assert.deepEqual(
      response.body().company.users.map((user: { id: number }) => user.id),
      [customer.id]
    )
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const customer = await createCustomer()

    const response = await client.get(`/fr/api/eurofiscalis/company/${customer.companyId}`)

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Veuillez vous connecter pour continuer.' }] })
  })

  test('a non-numeric id answers 404 JSON', async ({ client }) => {
    const user = await createCustomer()

    const response = await client.get('/en/api/eurofiscalis/company/abc').loginAs(user)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'This address does not exist.' }] })
  })

  test('an admin asking for a missing company gets 404', async ({ client }) => {
    const admin = await createAdmin()

    const response = await client.get('/en/api/eurofiscalis/company/999999').loginAs(admin)

    response.assertStatus(404)
    response.assertBody(NOT_FOUND)
  })
})
