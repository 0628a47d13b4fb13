import { test } from '@japa/runner'
import Payment from '#models/payment'
import WorkerRequest from '#models/worker_request'
import paymentConfig from '#config/payment'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  countRows,
  createPayment,
  createWorkerRequest,
  inDays,
  seedReferenceData,
  today,
  WORKERS,
} from '#tests/helpers/purchase'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }
const UNAUTHORIZED = { errors: [{ message: 'Please sign in to continue.' }] }
const NOT_PAYABLE = { errors: [{ message: 'This request cannot be paid by card.' }] }

test.group('Purchase | request show', (group) => {
  isolateEachTest(group)

  test('a customer sees their own request with the bank details of the transfer', async ({ client }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, {
      introducer: reference.promo,
      lines: [
        { country: reference.country('FR'), monthlyAmountCents: 6500 },
        { country: reference.country('EU'), monthlyAmountCents: 1200, allowedNumberOfWorkers: 3 },
      ],
    })

    await request.refresh()

    const response = await client.get(`/en${WORKERS}/request/${request.requestId}`).loginAs(customer)

    response.assertStatus(200)
    response.assertBody({
      request: {
        requestId: request.requestId,
        type: 'creation',
        status: 'pending_payment',
        mop: 'TRANSFER',
        amountCents: 46200,
        amountWithoutTaxCents: 46200,
        vatCents: 0,
        vatRateBasisPoints: 0,
        reverseCharge: true,
        currency: 'EUR',
        paymentReference: request.paymentReference,
        isRenewalRequest: false,
        isUpgradeRequest: false,
        createdAt: request.createdAt.toISO(),
        contracts: [
          {
            countryCode: 'FR',
            countryName: 'France',
            isMobilityPackage: false,
            allowedNumberOfWorkers: null,
            monthlyAmountCents: 6500,
            totalAmountCents: 39000,
            startDate: today(),
            endDate: inDays(182),
            businessIntroducerCode: 'PROMO65',
          },
          {
            countryCode: 'EU',
            countryName: 'EU Mobility Package',
            isMobilityPackage: true,
            allowedNumberOfWorkers: 3,
            monthlyAmountCents: 1200,
            totalAmountCents: 7200,
            startDate: today(),
            endDate: inDays(182),
            businessIntroducerCode: 'PROMO65',
          },
        ],
        bankDetails: {
          beneficiary: paymentConfig.bank.beneficiary,
          iban: paymentConfig.bank.iban,
          bic: paymentConfig.bank.bic,
          bankName: paymentConfig.bank.bankName,
        },
      },
    })
  })

  test('a colleague of the same company sees it too', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const colleague = await createCustomer({ company: customer.company })
    const request = await createWorkerRequest(customer, { lines: [{ country: reference.country('BE') }] })

    const response = await client.get(`/pl${WORKERS}/request/${request.requestId}`).loginAs(colleague)

    response.assertStatus(200)
    assert.equal(response.body().request.requestId, request.requestId)
  })

  test("another company's request answers 404, like an unknown one", async ({ client }) => {
    const reference = await seedReferenceData()
    const owner = await createCustomer()
    const stranger = await createCustomer()
    const request = await createWorkerRequest(owner, { lines: [{ country: reference.country('FR') }] })

    const foreign = await client.get(`/en${WORKERS}/request/${request.requestId}`).loginAs(stranger)
    const unknown = await client.get(`/en${WORKERS}/request/no-such-request`).loginAs(stranger)

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    unknown.assertStatus(404)
    unknown.assertBody(NOT_FOUND)
  })

  test('an anonymous visitor is refused with 401', async ({ client }) => {
    const reference = await seedReferenceData()
    const request = await createWorkerRequest(await createCustomer(), {
      lines: [{ country: reference.country('FR') }],
    })

    const response = await client.get(`/en${WORKERS}/request/${request.requestId}`)

    response.assertStatus(401)
    response.assertBody(UNAUTHORIZED)
  })

  test('a removed request proposes no contract dates', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, {
      status: 'removed',
      lines: [{ country: reference.country('FR') }],
    })

    const response = await client.get(`/en${WORKERS}/request/${request.requestId}`).loginAs(customer)

    response.assertStatus(200)
    assert.containsSubset(response.body().request, {
      status: 'removed',
      contracts: [{ countryCode: 'FR', startDate: null, endDate: null }],
    })
  })
})

test.group('Purchase | request pay', (group) => {
  isolateEachTest(group)

  test('a pending card request gets a new signed form and a new pending payment', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, {
      mop: 'CARD',
      lines: [{ country: reference.country('FR') }],
    })
    const first = await createPayment(request)

    const response = await client
      .post(`/pl${WORKERS}/request/${request.requestId}/pay`)
      .withCsrfToken()
      .loginAs(customer)

    response.assertStatus(200)
    const payments = await Payment.query().where('worker_request_id', request.id).orderBy('id')
    assert.lengthOf(payments, 2)
    assert.deepEqual(
      payments.map((payment) => [payment.id, payment.status, payment.amountCents]),
      [
        [first.id, 'pending', 47400],
        [payments[1].id, 'pending', 47400],
      ]
    )
    const fields = {
      paymentId: String(payments[1].id),
      requestId: request.requestId,
      amount: '47400',
      currency: 'EUR',
      reference: request.paymentReference,
      locale: 'pl',
    }
    response.assertBody({
      requestId: request.requestId,
      paymentRedirectionForm: {
        action: '/payment/sandbox',
        method: 'POST',
        fields: { ...fields, signature: new SandboxProvider().sign(fields) },
      },
    })
  })

  test('after a declined card: a new form, and the request is pending payment again', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, {
      mop: 'CARD',
      status: 'payment_failed',
      lines: [{ country: reference.country('FR') }, { country: reference.country('BE') }],
    })
    const declined = await createPayment(request, 'failed')

    const response = await client
      .post(`/en${WORKERS}/request/${request.requestId}/pay`)
      .withCsrfToken()
      .loginAs(customer)

    response.assertStatus(200)
    await request.refresh()
    assert.equal(request.status, 'pending_payment')
    const retry = await Payment.query()
      .where('worker_request_id', request.id)
      .whereNot('id', declined.id)
      .firstOrFail()
    assert.equal(retry.status, 'pending')
    assert.equal(retry.amountCents, 94800)
    assert.equal(response.body().requestId, request.requestId)
    assert.equal(response.body().paymentRedirectionForm.fields.paymentId, String(retry.id))
    assert.equal(response.body().paymentRedirectionForm.fields.amount, '94800')
    assert.isTrue(new SandboxProvider().verify(response.body().paymentRedirectionForm.fields))
    await declined.refresh()
    assert.equal(declined.status, 'failed')
  })

  test('{title} cannot be paid by card (400) and no payment is opened')
    .with([
      { title: 'a transfer request', mop: 'TRANSFER', status: 'pending_payment' },
      { title: 'a validated request', mop: 'CARD', status: 'validated' },
      { title: 'a removed request', mop: 'CARD', status: 'removed' },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const reference = await seedReferenceData()
      const customer = await createCustomer()
      const request = await createWorkerRequest(customer, {
        mop: row.mop,
        status: row.status,
        lines: [{ country: reference.country('FR') }],
      })
      const before = await countRows()

      const response = await client
        .post(`/en${WORKERS}/request/${request.requestId}/pay`)
        .withCsrfToken()
        .loginAs(customer)

      response.assertStatus(400)
      response.assertBody(NOT_PAYABLE)
      assert.deepEqual(await countRows(), before)
      await request.refresh()
      assert.equal(request.status, row.status)
    })

  test('the refusal is translated', async ({ client }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, { lines: [{ country: reference.country('FR') }] })

    const response = await client
      .post(`/fr${WORKERS}/request/${request.requestId}/pay`)
      .withCsrfToken()
      .loginAs(customer)

    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'Cette demande ne peut pas être payée par carte.' }] })
  })

  test("another company's request answers 404 and opens no payment", async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const owner = await createCustomer()
    const stranger = await createCustomer()
    const request = await createWorkerRequest(owner, {
      mop: 'CARD',
      status: 'payment_failed',
      lines: [{ country: reference.country('FR') }],
    })
    const before = await countRows()

    const response = await client
      .post(`/en${WORKERS}/request/${request.requestId}/pay`)
      .withCsrfToken()
      .loginAs(stranger)

    response.assertStatus(404)
    response.assertBody(NOT_FOUND)
    assert.deepEqual(await countRows(), before)
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'payment_failed')
  })

  test('an anonymous visitor is refused with 401', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const request = await createWorkerRequest(await createCustomer(), {
      mop: 'CARD',
      lines: [{ country: reference.country('FR') }],
    })

    const response = await client.post(`/en${WORKERS}/request/${request.requestId}/pay`).withCsrfToken()

    response.assertStatus(401)
    response.assertBody(UNAUTHORIZED)
    assert.lengthOf(await Payment.all(), 0)
  })

  test('a POST without the CSRF token is refused with 403', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const customer = await createCustomer()
    const request = await createWorkerRequest(customer, {
      mop: 'CARD',
      lines: [{ country: reference.country('FR') }],
    })

    const response = await client.post(`/en${WORKERS}/request/${request.requestId}/pay`).loginAs(customer)

    response.assertStatus(403)
    response.assertBody({
      errors: [{ message: 'Your session has changed. Please reload the page and try again.' }],
    })
    assert.lengthOf(await Payment.all(), 0)
  })
})

test.group('Purchase | request show as admin', (group) => {
  isolateEachTest(group)

  test('an admin may open any request by its id', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const request = await createWorkerRequest(await createCustomer(), {
      lines: [{ country: reference.country('FR') }],
    })

    const response = await client
      .get(`/en${WORKERS}/request/${request.requestId}`)
      .loginAs(await createAdmin())

    response.assertStatus(200)
    assert.equal(response.body().request.requestId, request.requestId)
  })
})
