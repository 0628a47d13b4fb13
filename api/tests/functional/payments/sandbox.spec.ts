import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import RequestValidatedNotification from '#mails/request_validated_notification'
import { isolateEachTest } from '#tests/helpers/database'
import { countRows, registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'

/** The nonce of an answer's policy for scripts, and of the inline script it sends: the same, or the script is blocked. */
function scriptNonces(response: { header(name: string): string | undefined; text(): string }) {
  const policy = response.header('content-security-policy') ?? ''
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? ''
  return {
    policy: scriptSrc.trim(),
    script: response.text().match(/<script nonce="([^"]+)">/)?.[1],
  }
}

/** A registration paid by card, as the portal starts it: the answer carries the sandbox's hosted form. */
async function registerByCard(client: ApiClient, lang = 'en') {
  await seedReferenceData()
  const body = registrationBody({
    mop: 'CARD',
    representativeCountries: [
      { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
      { countryCode: 'BE', package: 'w|4', numberOfWorkers: 2 },
    ],
  })
  const response = await client.post(`/${lang}${WORKERS}/register`).json(body).withCsrfToken()
  response.assertStatus(200)
  const form = response.body().paymentRedirectionForm as {
    action: string
    method: string
    fields: Record<string, string>
  }
  const request = await WorkerRequest.findByOrFail('request_id', response.body().requestId)
  return { body, form, request }
}

test.group('Payments | sandbox page', (group) => {
  isolateEachTest(group)

  test('the hosted page shows the amount and the reference, and offers to approve or decline', async ({
    client,
    assert,
  }) => {
    const { form, request } = await registerByCard(client)

    const response = await client.post(form.action).form(form.fields)

    response.assertStatus(200)
    response.assertHeader('content-type', 'text/html; charset=utf-8')
    const html = response.text()
    assert.include(html, '<dd class="amount">€522.00</dd>')
    assert.include(html, `<dd>${request.paymentReference}</dd>`)
    assert.include(html, 'Approve the payment')
    assert.include(html, '<input type="hidden" name="decision" value="approve">')
    assert.include(html, '<input type="hidden" name="decision" value="decline">')
    assert.include(html, `<input type="hidden" name="signature" value="${form.fields.signature}">`)
  })

  test('the page speaks the language of the form (fr)', async ({ client, assert }) => {
    const { form } = await registerByCard(client, 'fr')

    const response = await client.post(form.action).form(form.fields)

    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '<html lang="fr">')
    assert.include(html, 'Accepter le paiement')
    assert.match(html, /<dd class="amount">522,00\s€<\/dd>/u)
  })

  test('tampered fields ({title}) are refused with 400')
    .with([
      { title: 'a lower amount', tamper: { amount: '100' } },
      { title: 'another reference', tamper: { reference: 'PW-2026-AAAAAAAA' } },
      { title: 'another payment', tamper: { paymentId: '999999' } },
      { title: 'no signature', tamper: { signature: '' } },
    ])
    .run(async ({ client, assert }, row) => {
      const { form } = await registerByCard(client)

      const response = await client.post(form.action).form({ ...form.fields, ...row.tamper })

      response.assertStatus(400)
      const html = response.text()
      assert.include(html, '<h1>The payment notification is not genuine.</h1>')
      assert.notInclude(html, 'decision')
    })
})

test.group('Payments | sandbox decision', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test('approving notifies the api over loopback: the request is validated and the payer sent to the confirmation', async ({
    client,
    assert,
  }) => {
    const { body, form, request } = await registerByCard(client)
    const { mails } = mail.fake()

    const response = await client
      .post('/payment/sandbox/decide')
      .form({ ...form.fields, decision: 'approve' })

    response.assertStatus(200)
    const html = response.text()
    const target = `/en/workers/confirmation?requestId=${request.requestId}`
    assert.include(html, '<h1>Payment approved. Thank you!</h1>')
    assert.include(html, `window.top.location.href = ${JSON.stringify(target)}`)
    assert.include(html, `href="${target}"`)
    // The page's one inline script runs under a nonce of this answer's; no other inline script would.
    const nonces = scriptNonces(response)
    assert.match(nonces.script ?? '', /^[\w-]{24}$/)
    assert.equal(nonces.policy, `script-src 'self' 'nonce-${nonces.script}'`)

    await request.refresh()
    assert.equal(request.status, 'validated')
    const payment = await Payment.findOrFail(Number(form.fields.paymentId))
    assert.equal(payment.status, 'succeeded')
    assert.match(payment.providerTransactionId ?? '', /^SBX-[0-9a-f-]{36}$/)
    const contracts = await WorkerContract.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      contracts.map((contract) => contract.totalAmountCents),
      [47400, 4800]
    )
    assert.lengthOf(await Invoice.query().where('worker_request_id', request.id), 2)
    mails.assertSent(RequestValidatedNotification, ({ message }) => message.hasTo(body.profile.email))
  })

  test('declining notifies the api: payment failed, request payment_failed, the payer offered to pay again', async ({
    client,
    assert,
  }) => {
    const { form, request } = await registerByCard(client, 'pl')
    const { mails } = mail.fake()

    const response = await client
      .post('/payment/sandbox/decide')
      .form({ ...form.fields, decision: 'decline' })

    response.assertStatus(200)
    const target = `/pl/workers/payment?requestId=${request.requestId}&declined=1`
    assert.include(response.text(), `window.top.location.href = ${JSON.stringify(target)}`)
    assert.include(response.text(), '<h1>Płatność została odrzucona.</h1>')
    await request.refresh()
    assert.equal(request.status, 'payment_failed')
    assert.equal((await Payment.findOrFail(Number(form.fields.paymentId))).status, 'failed')
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), 0)
    mails.assertNoneSent()
  })

  test('declined, paid again, approved: the full card journey ends validated', async ({ client, assert }) => {
    await seedReferenceData()
    const registered = await client
      .post(`/en${WORKERS}/register`)
      .json(registrationBody({ mop: 'CARD' }))
      .withCsrfToken()
    const requestId = registered.body().requestId
    mail.fake()
    const first = registered.body().paymentRedirectionForm.fields
    const declined = await client.post('/payment/sandbox/decide').form({ ...first, decision: 'decline' })
    declined.assertStatus(200)

    const again = await client
      .post(`/en${WORKERS}/request/${requestId}/pay`)
      .withSession(registered.session())
      .withCsrfToken()
    again.assertStatus(200)
    const second = again.body().paymentRedirectionForm.fields
    assert.notEqual(second.paymentId, first.paymentId)
    assert.equal((await WorkerRequest.findByOrFail('request_id', requestId)).status, 'pending_payment')
    const approved = await client.post('/payment/sandbox/decide').form({ ...second, decision: 'approve' })

    approved.assertStatus(200)
    assert.include(approved.text(), `/en/workers/confirmation?requestId=${requestId}`)
    assert.notEqual(scriptNonces(approved).script, scriptNonces(declined).script)
    const request = await WorkerRequest.findByOrFail('request_id', requestId)
    assert.equal(request.status, 'validated')
    assert.deepEqual(
      (await Payment.query().where('worker_request_id', request.id).orderBy('id')).map(
        (payment) => payment.status
      ),
      ['failed', 'succeeded']
    )
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), 1)
  })

  test('a decision on tampered fields is refused with 400 and notifies nothing', async ({
    client,
    assert,
  }) => {
    const { form, request } = await registerByCard(client)
    const { mails } = mail.fake()
    const before = await countRows()

    const response = await client
      .post('/payment/sandbox/decide')
      .form({ ...form.fields, amount: '1', decision: 'approve' })

    response.assertStatus(400)
    assert.include(response.text(), '<h1>The payment notification is not genuine.</h1>')
    assert.deepEqual(await countRows(), before)
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
    assert.equal((await Payment.findOrFail(Number(form.fields.paymentId))).status, 'pending')
    mails.assertNoneSent()
  })

  test('approving twice (the payer clicks again) validates once', async ({ client, assert }) => {
    const { form, request } = await registerByCard(client)
    const { mails } = mail.fake()
    ;(
      await client.post('/payment/sandbox/decide').form({ ...form.fields, decision: 'approve' })
    ).assertStatus(200)
    const before = await countRows()

    const again = await client.post('/payment/sandbox/decide').form({ ...form.fields, decision: 'approve' })

    again.assertStatus(200)
    assert.include(again.text(), `/en/workers/confirmation?requestId=${request.requestId}`)
    assert.deepEqual(await countRows(), before)
    mails.assertSentCount(1)
  })
})
