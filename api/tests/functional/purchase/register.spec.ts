import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import hash from '@adonisjs/core/services/hash'
import Company from '#models/company'
import Payment from '#models/payment'
import User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { isolateEachTest } from '#tests/helpers/database'
import {
  countRows,
  registrationBody,
  REGISTRATION_PASSWORD,
  seedReferenceData,
  WORKERS,
} from '#tests/helpers/purchase'

function register(client: ApiClient, body: unknown, lang = 'en') {
  return client
    .post(`/${lang}${WORKERS}/register`)
    .json(body as object)
    .withCsrfToken()
}

test.group('Purchase | register', (group) => {
  isolateEachTest(group)

  test('by transfer: company, user, profile, phone and a priced request; the user is signed in', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const body = registrationBody({
      representativeCountries: [
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
        { countryCode: 'EU', package: 'w|4', numberOfWorkers: 3 },
      ],
    })
    body.profile.email = 'New.Boss@Trans-Test.EXAMPLE'
    body.company.vatNumber = 'pl 526-025-02-74'

    const response = await register(client, body, 'pl')

    response.assertStatus(200)
    const request = await WorkerRequest.query()
      .preload('company')
      .preload('user', (user) => user.preload('profile', (profile) => profile.preload('phones')))
      .preload('lines', (lines) => lines.preload('representativeCountry').orderBy('id'))
      .firstOrFail()
    response.assertBody({ requestId: request.requestId, mop: 'TRANSFER' })
    response.assertSession('auth_web', request.userId)

    assert.containsSubset(request.company.serialize(), {
      name: body.company.name,
      vatNumber: 'PL5260250274',
      addressLine1: 'ul. Przykładowa 12',
      addressLine2: 'lok. 4',
      postalCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
      size: '50',
      source: 'WORKER',
      migratedToMobilityPacket: true,
      vatStatus: 'valid',
    })
    assert.containsSubset(request.user.serialize(), {
      companyId: request.companyId,
      role: 'customer',
      login: 'new.boss@trans-test.example',
      email: 'new.boss@trans-test.example',
      locale: 'pl',
      isActive: true,
    })
    assert.isTrue(await hash.verify(request.user.password, REGISTRATION_PASSWORD))
    assert.containsSubset(request.user.profile.serialize(), {
      civility: 'MR',
      firstName: 'Jan',
      lastName: 'Kowalski',
      position: 'MANAGER',
    })
    assert.deepEqual(
      request.user.profile.phones.map((phone) => ({ type: phone.type, number: phone.number })),
      [{ type: 'BUSINESS', number: '+48601234567' }]
    )

    assert.containsSubset(request.serialize(), {
      type: 'creation',
      status: 'pending_payment',
      mop: 'TRANSFER',
      businessIntroducerId: null,
      promoCode: null,
      amountCents: 47400 + 7200,
      currency: 'EUR',
      validatedAt: null,
    })
    assert.match(request.paymentReference, /^PW-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/)
    assert.deepEqual(
      request.lines.map((line) => ({
        countryId: line.representativeCountryId,
        packageSignature: line.packageSignature,
        numberOfWorkers: line.numberOfWorkers,
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
        monthlyAmountCents: line.monthlyAmountCents,
        totalAmountCents: line.totalAmountCents,
        startDate: line.startDate,
        workerContractId: line.workerContractId,
      })),
      [
        {
          countryId: reference.country('FR').id,
          packageSignature: null,
          numberOfWorkers: null,
          allowedNumberOfWorkers: null,
          monthlyAmountCents: 7900,
          totalAmountCents: 47400,
          startDate: null,
          workerContractId: null,
        },
        {
          countryId: reference.country('EU').id,
          packageSignature: 'w|4',
          numberOfWorkers: 3,
          allowedNumberOfWorkers: 3,
          monthlyAmountCents: 1200,
          totalAmountCents: 7200,
          startDate: null,
          workerContractId: null,
        },
      ]
    )
    assert.lengthOf(await Payment.all(), 0)
  })

  test('the session the registration leaves is signed in as the new customer', async ({ client, assert }) => {
    await seedReferenceData()
    const body = registrationBody()

    const registered = await register(client, body)
    registered.assertStatus(200)
    const session = await client.get('/en/api/auth/session').withSession(registered.session())

    session.assertStatus(200)
    assert.isTrue(session.body().isLoggedIn)
    assert.containsSubset(session.body().applicationDataForLoggedInUser.user, {
      email: body.profile.email,
      role: 'customer',
      companyRole: 'owner',
      isAdmin: false,
      company: { name: body.company.name },
    })
  })

  test('the new customer sees the request just registered', async ({ client, assert }) => {
    await seedReferenceData()

    const registered = await register(client, registrationBody())
    const requestId = registered.body().requestId
    const shown = await client.get(`/en${WORKERS}/request/${requestId}`).withSession(registered.session())

    shown.assertStatus(200)
    assert.containsSubset(shown.body().request, { requestId, status: 'pending_payment', amountCents: 47400 })
  })

  test('amounts sent by the client are ignored: the server prices the order', async ({ client, assert }) => {
    await seedReferenceData()
    const body = {
      ...registrationBody({
        representativeCountries: [{ countryCode: 'BE', package: 'w|4', numberOfWorkers: 2 }],
      }),
      amountCents: 1,
      totalWithTaxCents: 1,
      status: 'validated',
    }
    Object.assign(body.representativeCountries[0], { monthlyAmountCents: 1, totalAmountCents: 6 })

    const response = await register(client, body)

    response.assertStatus(200)
    const request = await WorkerRequest.query().preload('lines').firstOrFail()
    assert.equal(request.amountCents, 4800)
    assert.equal(request.status, 'pending_payment')
    assert.deepEqual(
      request.lines.map((line) => [line.monthlyAmountCents, line.totalAmountCents]),
      [[800, 4800]]
    )
  })

  test('with PROMO65 (any case) the request carries the introducer and its price', async ({
    client,
    assert,
  }) => {
    const { promo } = await seedReferenceData()
    const body = registrationBody({
      representativeCountries: [
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
        { countryCode: 'AT', package: null, numberOfWorkers: null },
      ],
    })
    body.promoCode = 'promo65'

    const response = await register(client, body)

    response.assertStatus(200)
    const request = await WorkerRequest.query().preload('lines').firstOrFail()
    assert.equal(request.businessIntroducerId, promo.id)
    assert.equal(request.promoCode, 'PROMO65')
    assert.equal(request.amountCents, 2 * 39000)
    assert.deepEqual(
      request.lines.map((line) => line.monthlyAmountCents),
      [6500, 6500]
    )
  })

  test('by card: a signed payment form and a pending payment of the request amount', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const body = registrationBody({
      mop: 'CARD',
      representativeCountries: [{ countryCode: 'FR', package: null, numberOfWorkers: 'more' }],
    })

    const response = await register(client, body, 'fr')

    response.assertStatus(200)
    const request = await WorkerRequest.query().firstOrFail()
    const payments = await Payment.query().where('worker_request_id', request.id)
    assert.lengthOf(payments, 1)
    const [payment] = payments
    assert.containsSubset(payment.serialize(), {
      provider: 'sandbox',
      status: 'pending',
      amountCents: 47400,
      currency: 'EUR',
      providerTransactionId: null,
    })
    const fields = {
      paymentId: String(payment.id),
      requestId: request.requestId,
      amount: '47400',
      currency: 'EUR',
      reference: request.paymentReference,
      locale: 'fr',
    }
    response.assertBody({
      requestId: request.requestId,
      paymentRedirectionForm: {
        action: '/payment/sandbox',
        method: 'POST',
        fields: { ...fields, signature: new SandboxProvider().sign(fields) },
      },
    })
    assert.equal(request.mop, 'CARD')
    assert.equal(request.status, 'pending_payment')
    response.assertSession('auth_web', request.userId)
  })

  test('the answer is the same whatever the language; the user keeps the language of the call ({$self})')
    .with(['fr', 'pl', 'en'])
    .run(async ({ client, assert }, lang) => {
      await seedReferenceData()
      const body = registrationBody()

      const response = await register(client, body, lang)

      response.assertStatus(200)
      assert.deepEqual(Object.keys(response.body()).sort(), ['mop', 'requestId'])
      const user = await User.findByOrFail('email', body.profile.email)
      assert.equal(user.locale, lang)
    })

  test('a POST without the CSRF token is refused with 403 and creates nothing', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const before = await countRows()

    const response = await client.post(`/fr${WORKERS}/register`).json(registrationBody())

    response.assertStatus(403)
    response.assertBody({ errors: [{ message: 'Votre session a changé. Rechargez la page et réessayez.' }] })
    response.assertSessionMissing('auth_web')
    assert.deepEqual(await countRows(), before)
    assert.lengthOf(await Company.all(), 0)
  })
})
