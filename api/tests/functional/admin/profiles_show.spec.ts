import { test } from '@japa/runner'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

test.group('Admin | profile show', (group) => {
  isolateEachTest(group)

  test('an admin reads one profile in the documented shape', async ({ client }) => {
    const admin = await createAdmin()
    const company = await CompanyFactory.merge({
      name: 'Trans-Demo Sp. z o.o.',
      vatNumber: 'PL5260250274',
      addressLine1: 'ul. Przykładowa 12',
      addressLine2: null,
      postalCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
    }).create()
    const user = await createCustomer({
      company,
      user: { login: 'demo', email: 'demo@trans-demo.pl' },
      profile: {
        civility: 'MR',
        firstName: 'Jan',
        middleName: null,
        lastName: 'Kowalski',
        position: 'MANAGER',
      },
      phone: '+48601234567',
    })

    const response = await client.get(`/en/api/admin/profiles/${user.profile.id}`).loginAs(admin)

    response.assertStatus(200)
    response.assertBody({
      id: user.profile.id,
      userId: user.id,
      login: 'demo',
      email: 'demo@trans-demo.pl',
      civility: 'MR',
      firstName: 'Jan',
      middleName: null,
      lastName: 'Kowalski',
      position: 'MANAGER',
      phone: { type: 'BUSINESS', number: '+48601234567' },
      companyName: 'Trans-Demo Sp. z o.o.',
      company: {
        id: company.id,
        name: 'Trans-Demo Sp. z o.o.',
        vatNumber: 'PL5260250274',
        address: {
          addressLines: ['ul. Przykładowa 12', ''],
          postalCode: '00-001',
          city: 'Warszawa',
          countryCode: 'PL',
        },
      },
      totpEnabled: false,
    })
  })

  test('an admin profile has no company', async ({ client }) => {
    const admin = await createAdmin()

    const response = await client.get(`/en/api/admin/profiles/${admin.profile.id}`).loginAs(admin)

    response.assertStatus(200)
    // Enrolled, as back-office users must be: their factor is reset on their own page, not here.
    response.assertBodyContains({ userId: admin.id, companyName: null, company: null, totpEnabled: false })
  })

  test('an unknown id answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const response = await client.get('/en/api/admin/profiles/999999').loginAs(admin)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
  })
})
