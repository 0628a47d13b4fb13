import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createBackOfficeAccountant, createCustomer } from '#tests/helpers/users'
import { CompanyFactory } from '#database/factories/company_factory'

test.group('Auth | session', (group) => {
  isolateEachTest(group)

  test('an anonymous visitor is not signed in', async ({ client }) => {
    const response = await client.get('/fr/api/auth/session')

    response.assertStatus(200)
    response.assertBody({ isLoggedIn: false, applicationDataForLoggedInUser: null })
  })

  test('POST /session/csrf sets the XSRF-TOKEN cookie the SPAs echo', async ({ client, assert }) => {
    const response = await client.post('/session/csrf')

    response.assertStatus(204)
    const cookie = response.cookie('XSRF-TOKEN')
    assert.isNotEmpty(cookie?.value)
    assert.notProperty(cookie, 'httpOnly')
  })

  test('a customer gets the application data of the contract', async ({ client }) => {
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

    const response = await client.get('/pl/api/auth/session').loginAs(user)

    response.assertStatus(200)
    response.assertBody({
      isLoggedIn: true,
      applicationDataForLoggedInUser: {
        user: {
          id: user.id,
          login: 'demo',
          email: 'demo@trans-demo.pl',
          role: 'customer',
          companyRole: 'owner',
          isAdmin: false,
          backOfficeRole: null,
          language: user.locale,
          profile: {
            civility: 'MR',
            firstName: 'Jan',
            middleName: null,
            lastName: 'Kowalski',
            displayName: 'Jan Kowalski',
            position: 'MANAGER',
            phones: [{ type: 'BUSINESS', number: '+48601234567' }],
          },
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
          totpEnrolmentRequired: false,
        },
        availableModules: ['home', 'company'],
        isLanguageSwitchAllowed: true,
        isForgotPasswordAllowed: true,
        sessionLifetime: 7200,
      },
    })
  })

  test('an admin has the admin role and module and no company', async ({ client, assert }) => {
    const admin = await createAdmin()

    const response = await client.get('/fr/api/auth/session').loginAs(admin)

    response.assertStatus(200)
    const data = response.body().applicationDataForLoggedInUser
    assert.isTrue(response.body().isLoggedIn)
    assert.containsSubset(data.user, {
      id: admin.id,
      login: admin.login,
      role: 'eurofiscalis-workers-admin',
      isAdmin: true,
      backOfficeRole: 'admin',
      company: null,
    })
    assert.deepEqual(data.availableModules, ['home', 'admin'])
    assert.equal(data.sessionLifetime, 7200)
  })

  test('a back-office accountant has their role and the admin module, no company and no company role', async ({
    client,
    assert,
  }) => {
    const accountant = await createBackOfficeAccountant()

    const response = await client.get('/fr/api/auth/session').loginAs(accountant)

    response.assertStatus(200)
    const data = response.body().applicationDataForLoggedInUser
    assert.containsSubset(data.user, {
      role: 'eurofiscalis-workers-accountant',
      isAdmin: false,
      backOfficeRole: 'accountant',
      companyRole: null,
      company: null,
      totpEnrolmentRequired: false,
    })
    assert.deepEqual(data.availableModules, ['home', 'admin'])
  })

  test('keep-alive answers logged {logged} for {title}')
    .with([
      { title: 'an anonymous visitor', logged: false },
      { title: 'a signed-in customer', logged: true },
    ])
    .run(async ({ client }, row) => {
      const request = client.get('/session/keepAlive')
      if (row.logged) request.loginAs(await createCustomer())

      const response = await request

      response.assertStatus(200)
      response.assertBody({ alive: true, logged: row.logged })
    })
})
