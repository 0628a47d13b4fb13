import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import ResetPasswordNotification from '#mails/reset_password_notification'
import PasswordResetToken from '#models/password_reset_token'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import { holdAfterResponseTasks, settleAfterResponseTasks } from '#services/http/after_response'

const NEW_PASSWORD = 'Brand-New-Secret-7'

test.group('Auth | password reset request', (group) => {
  isolateEachTest(group)
  group.each.teardown(async () => {
    await settleAfterResponseTasks()
    mail.restore()
  })

  test("a known address receives one link in the account's language, whatever the page's ({$self})")
    .with(['fr', 'pl', 'en'])
    .run(async ({ client, assert }, lang) => {
      const user = await createCustomer({ user: { locale: 'pl' } })
      const { mails } = mail.fake()

      const response = await client
        .post(`/${lang}/api/auth/reset-password`)
        .json({ email: user.email })
        .withCsrfToken()
      await settleAfterResponseTasks()

      response.assertStatus(200)
      assert.isTrue(response.body().reseted)
      assert.lengthOf(response.body().successes, 1)
      mails.assertSentCount(ResetPasswordNotification, 1)
      mails.assertSent(ResetPasswordNotification, ({ message }) => {
        const text = message.toJSON().message.text as string
        return (
          message.hasTo(user.email) &&
          text.includes('/pl/reset-password?token=') &&
          message.toJSON().message.subject === 'Ustaw nowe hasło'
        )
      })
      assert.lengthOf(await PasswordResetToken.query().where('user_id', user.id).whereNull('used_at'), 1)
    })

  test('an unknown address gets the same answer and no mail', async ({ client }) => {
    const user = await createCustomer()
    const { mails } = mail.fake()
    const known = await client.post('/en/api/auth/reset-password').json({ email: user.email }).withCsrfToken()

    const unknown = await client
      .post('/en/api/auth/reset-password')
      .json({ email: 'nobody@nowhere.example' })
      .withCsrfToken()
    await settleAfterResponseTasks()

    unknown.assertStatus(200)
    unknown.assertBody(known.body())
    mails.assertSentCount(1)
    mails.assertNotSent(ResetPasswordNotification, ({ message }) => message.hasTo('nobody@nowhere.example'))
  })

  test('at most three links an hour are sent to one account, with the same answer', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const { mails } = mail.fake()

    const answers = []
    for (let i = 0; i < 4; i++) {
      const response = await client
        .post('/en/api/auth/reset-password')
        .json({ email: user.email })
        .withCsrfToken()
      await settleAfterResponseTasks()
      answers.push([response.status(), response.body().reseted])
    }

    assert.deepEqual(answers, Array(4).fill([200, true]))
    mails.assertSentCount(ResetPasswordNotification, 3)
  })

  test('a disabled account gets no mail', async ({ client }) => {
    const user = await createCustomer({ user: { isActive: false } })
    const { mails } = mail.fake()

    const response = await client
      .post('/en/api/auth/reset-password')
      .json({ email: user.email })
      .withCsrfToken()
    await settleAfterResponseTasks()

    response.assertStatus(200)
    mails.assertNoneSent()
  })

  test('the answer leaves before the link is made: it cannot tell a known address by its timing', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const { mails } = mail.fake()
    holdAfterResponseTasks()

    const known = await client.post('/en/api/auth/reset-password').json({ email: user.email }).withCsrfToken()
    const unknown = await client
      .post('/en/api/auth/reset-password')
      .json({ email: 'nobody@nowhere.example' })
      .withCsrfToken()

    known.assertStatus(200)
    unknown.assertBody(known.body())
    mails.assertNoneSent()
    assert.lengthOf(await PasswordResetToken.query().where('user_id', user.id), 0)
    await settleAfterResponseTasks()
    mails.assertSentCount(ResetPasswordNotification, 1)
    assert.lengthOf(await PasswordResetToken.query().where('user_id', user.id), 1)
  })

  test('a malformed address answers 422 on the email field', async ({ client }) => {
    const response = await client
      .post('/en/api/auth/reset-password')
      .json({ email: 'not-an-email' })
      .withCsrfToken()

    response.assertStatus(422)
    response.assertBody({ errors: [{ field: 'email', rule: 'email', message: 'The email is not valid' }] })
  })

  test('the e-mailed token sets a new password', async ({ client, assert }) => {
    const user = await createCustomer()
    const { mails } = mail.fake()
    await client.post('/fr/api/auth/reset-password').json({ email: user.email }).withCsrfToken()
    await settleAfterResponseTasks()
    const text = mails.sent()[0].message.toJSON().message.text as string
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(text)![1])

    const response = await client
      .post('/fr/api/auth/reset-password/confirm')
      .json({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    assert.isTrue(response.body().reseted)
  })
})
