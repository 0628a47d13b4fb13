import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import Invoice from '#models/invoice'
import WorkerRequest from '#models/worker_request'
import TransferOrderNotification from '#mails/transfer_order_notification'
import RequestValidatedNotification from '#mails/request_validated_notification'
import { isolateEachTest } from '#tests/helpers/database'
import { fakeDriveAndRestoreMail } from '#tests/helpers/mail'
import { post } from '#tests/helpers/http'
import { pdfText } from '#tests/helpers/pdf'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { inDays, registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'
import { account, customerWithContracts, renewalBody, row } from '#tests/functional/account/account_fixtures'
import { formatDate } from '#services/billing/format'

/** What a sent e-mail carries: subject, recipients, both bodies and the attachments' bytes. */
function contents(sent: BaseMail) {
  const message = sent.message.toJSON().message
  const attachments = (message.attachments ?? []) as {
    filename: string
    content: Buffer | string
    encoding?: string
  }[]
  return {
    to: (message.to as string[]).join(','),
    subject: message.subject as string,
    text: message.text as string,
    html: message.html as string,
    // Sent, the content is base64 text, as nodemailer carries it.
    attachments: attachments.map((file) => ({
      name: file.filename,
      bytes: Buffer.isBuffer(file.content)
        ? file.content
        : Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'),
    })),
  }
}

const BELGIUM = { countryCode: 'BE', package: null, numberOfWorkers: 'more' as const }

test.group('Mail | transfer order', (group) => {
  isolateEachTest(group)
  fakeDriveAndRestoreMail(group)

  test('a registration paid by transfer e-mails the amount, reference, bank account and a pro-forma', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const { mails } = mail.fake()
    const body = registrationBody({ representativeCountries: [BELGIUM] })

    const response = await post(client, null, `/pl${WORKERS}/register`, body)

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('request_id', response.body().requestId)
    mails.assertSentCount(1)
    const sent = contents(mails.sent()[0])
    assert.instanceOf(mails.sent()[0], TransferOrderNotification)
    assert.equal(sent.to, body.profile.email)
    assert.equal(sent.subject, `Twoje zamówienie ${request.paymentReference}: dane do przelewu`)
    for (const part of [
      'Kwota do zapłaty: 474,00\u00a0€',
      `Tytuł przelewu: ${request.paymentReference}`,
      'IBAN: FR76 3000 4000 0312 3456 7890 143',
      `Belgia: od ${formatDate(inDays(0))} do ${formatDate(inDays(182))}`,
      'Posted Workers Portal',
    ]) {
      assert.include(sent.text, part)
    }
    assert.include(sent.html, `<td style="padding:4px 0;font-weight:bold;">${request.paymentReference}</td>`)

    assert.lengthOf(sent.attachments, 1)
    assert.equal(sent.attachments[0].name, `pro-forma-${request.paymentReference}.pdf`)
    const pdf = await pdfText(sent.attachments[0].bytes)
    for (const part of [
      'FAKTURA PRO FORMA',
      request.paymentReference,
      'ten dokument nie jest fakturą',
      'Przedstawicielstwo: Belgia – 6 miesięcy – bez limitu kierowców',
      'Razem brutto 474,00 €',
      'Odwrotne obciążenie – art. 196 dyrektywy 2006/112/WE',
      'Odbiorca: Eurofiscalis SAS – IBAN: FR76 3000 4000 0312 3456 7890 143',
    ]) {
      assert.include(pdf, part)
    }
    assert.notMatch(pdf, /F-\d{4}-\d{6}/, 'a pro-forma carries no invoice number')
  })

  test('a French customer is shown the amount with 20 % VAT, in the mail and on the pro-forma', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const { mails } = mail.fake()
    const body = registrationBody({ representativeCountries: [BELGIUM] })
    body.company.address.countryCode = 'FR'
    body.company.vatNumber = 'FR40303265045'

    ;(await post(client, null, `/fr${WORKERS}/register`, body)).assertStatus(200)

    const sent = contents(mails.sent()[0])
    assert.include(sent.text, 'Montant à payer: 568,80\u00a0€')
    const pdf = await pdfText(sent.attachments[0].bytes)
    assert.include(pdf, 'FACTURE PRO FORMA')
    assert.include(pdf, 'Total HT 474,00 €')
    assert.include(pdf, 'TVA 20 % 94,80 €')
    assert.include(pdf, 'Total TTC 568,80 €')
    assert.notInclude(pdf, 'Autoliquidation')
  })

  test('an e-mail that cannot be sent is logged; the order stands', async ({ client, assert }) => {
    await seedReferenceData()
    const send = mail.send
    let attempts = 0
    mail.send = async () => {
      attempts += 1
      throw new Error('SMTP server unreachable')
    }
    try {
      const response = await post(
        client,
        null,
        `/pl${WORKERS}/register`,
        registrationBody({ representativeCountries: [BELGIUM] })
      )

      response.assertStatus(200)
      const request = await WorkerRequest.findByOrFail('request_id', response.body().requestId)
      assert.equal(request.status, 'pending_payment')
      assert.equal(attempts, 1, 'the e-mail was attempted')
    } finally {
      mail.send = send
    }
  })

  test('a renewal by transfer e-mails its order too; a card payment does not', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const { mails } = mail.fake()

    ;(
      await post(client, user, `${account(company.id)}/renewContract`, renewalBody([row('FR', 'w|4', 6)]))
    ).assertStatus(200)
    const request = await WorkerRequest.query().where('company_id', company.id).firstOrFail()

    mails.assertSentCount(1)
    const sent = contents(mails.sent()[0])
    assert.equal(sent.to, user.email)
    assert.include(sent.subject, request.paymentReference)
    assert.include(await pdfText(sent.attachments[0].bytes), request.paymentReference)

    const card = await customerWithContracts([{ country: 'BE', daysAgo: 170 }])
    const cardResponse = await post(
      client,
      card.user,
      `${account(card.company.id)}/renewContract`,
      renewalBody([row('BE', 'w|4', 6)], { mop: 'CARD' })
    )
    cardResponse.assertStatus(200)
    mails.assertSentCount(1)
  })
})

test.group('Mail | request validated', (group) => {
  isolateEachTest(group)
  fakeDriveAndRestoreMail(group)

  test("an admin's validation e-mails each active user of the company in their language, invoice attached", async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const body = registrationBody({ representativeCountries: [BELGIUM] })
    ;(await post(client, null, `/pl${WORKERS}/register`, body)).assertStatus(200)
    const request = await WorkerRequest.query().where('payment_reference', 'like', 'PW-%').firstOrFail()
    await request.load('company')
    const colleague = await createCustomer({ company: request.company, user: { locale: 'en' } })
    await createCustomer({ company: request.company, user: { locale: 'fr', isActive: false } })
    const { mails } = mail.fake()

    const start = inDays(3)
    const response = await post(
      client,
      await createAdmin(),
      `/en/api/admin/requests/${request.id}/validate`,
      {
        startDates: [{ countryCode: 'BE', startDate: start }],
      }
    )

    response.assertStatus(200)
    const invoice = await Invoice.query().where('worker_request_id', request.id).firstOrFail()
    mails.assertSentCount(2)
    const [buyer, english] = mails.sent().map(contents)
    assert.instanceOf(mails.sent()[0], RequestValidatedNotification)
    assert.equal(buyer.to, body.profile.email)
    // It starts in three days: scheduled, never "active".
    assert.equal(buyer.subject, `Twoja umowa przedstawicielstwa jest zaplanowana od ${formatDate(start)}`)
    assert.include(
      buyer.text,
      `- Belgia: umowa zaplanowana od ${formatDate(start)} do ${formatDate(inDays(185))}`
    )
    assert.include(buyer.text, 'Faktura jest załączona do tej wiadomości.')
    assert.equal(english.to, colleague.email)
    assert.equal(english.subject, `Your representation contract is scheduled from ${formatDate(start)}`)
    assert.include(
      english.text,
      `- Belgium: scheduled from ${formatDate(start)} to ${formatDate(inDays(185))}`
    )

    assert.deepEqual(
      [buyer, english].map((sent) => sent.attachments.map((file) => file.name)),
      [[`${invoice.number}.pdf`], [`${invoice.number}-en.pdf`]]
    )
    const polish = await pdfText(buyer.attachments[0].bytes)
    const translated = await pdfText(english.attachments[0].bytes)
    assert.include(polish, 'FAKTURA')
    assert.include(polish, invoice.number)
    assert.include(translated, 'INVOICE')
    assert.include(translated, invoice.number)
    assert.include(translated, 'Representation Belgium – 6 months')
  })
})

test.group('Mail | words that match the state', (group) => {
  isolateEachTest(group)
  fakeDriveAndRestoreMail(group)

  test('a contract running from today is "active", one starting later "scheduled": together "confirmed"', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const body = registrationBody({
      representativeCountries: [
        BELGIUM,
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' as const },
      ],
    })
    ;(await post(client, null, `/en${WORKERS}/register`, body)).assertStatus(200)
    const request = await WorkerRequest.query().where('payment_reference', 'like', 'PW-%').firstOrFail()
    const { mails } = mail.fake()

    const response = await post(
      client,
      await createAdmin(),
      `/en/api/admin/requests/${request.id}/validate`,
      {
        startDates: [
          { countryCode: 'BE', startDate: inDays(20) },
          { countryCode: 'FR', startDate: inDays(0) },
        ],
      }
    )

    response.assertStatus(200)
    const sent = contents(mails.sent()[0])
    assert.equal(sent.subject, 'Your representation contracts are confirmed')
    // In start order: the running one first.
    assert.include(
      sent.text,
      `- France: active from ${formatDate(inDays(0))} to ${formatDate(inDays(182))}\n` +
        `- Belgium: scheduled from ${formatDate(inDays(20))} to ${formatDate(inDays(202))}`
    )
    assert.include(sent.html, `Belgium: scheduled from ${formatDate(inDays(20))}`)
  })
})

test.group("Mail | the customer's own language", (group) => {
  isolateEachTest(group)
  fakeDriveAndRestoreMail(group)

  test('a customer registered in Polish who keeps English gets English e-mails and invoice, whatever page they use', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    await user.merge({ locale: 'pl' }).save()
    ;(
      await client.post('/en/api/profile/language').loginAs(user).json({ language: 'en' }).withCsrfToken()
    ).assertStatus(200)
    const { mails } = mail.fake()

    // Ordered from a French page, validated by an admin reading Polish: the customer's language wins.
    const order = await post(
      client,
      user,
      `${account(company.id, 'fr')}/renewContract`,
      renewalBody([row('FR', 'w|4', 6)])
    )
    order.assertStatus(200)
    const request = await WorkerRequest.query().where('company_id', company.id).firstOrFail()
    const ordered = contents(mails.sent()[0])
    assert.equal(ordered.subject, `Your order ${request.paymentReference}: bank transfer details`)
    assert.include(await pdfText(ordered.attachments[0].bytes), 'PRO FORMA INVOICE')
    // The reference on one line beside its label, as the page lays it out (it wrapped in English).
    assert.include(
      await pdfText(ordered.attachments[0].bytes, { layout: true }),
      `Payment reference ${request.paymentReference}`
    )

    const validation = await post(
      client,
      await createAdmin(),
      `/pl/api/admin/requests/${request.id}/validate`,
      {
        startDates: [{ countryCode: 'FR', startDate: inDays(13) }],
      }
    )

    validation.assertStatus(200)
    const invoice = await Invoice.query().where('worker_request_id', request.id).firstOrFail()
    assert.equal(invoice.locale, 'en', 'the invoice is issued in the customer’s language')
    const validated = contents(mails.sent()[1])
    assert.equal(
      validated.subject,
      `Your representation contract is scheduled from ${formatDate(inDays(13))}`
    )
    assert.deepEqual(
      validated.attachments.map((file) => file.name),
      [`${invoice.number}.pdf`]
    )
    assert.include(await pdfText(validated.attachments[0].bytes), 'INVOICE')
  })
})
