import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import UserModel from '#models/user'
import BackOfficeWelcomeNotification from '#mails/back_office_welcome_notification'
import SecondFactorResetNotification from '#mails/second_factor_reset_notification'
import { isolateEachTest } from '#tests/helpers/database'
import {
  createAdmin,
  createBackOfficeAccountant,
  createCustomer,
  FACTORY_PASSWORD,
  totpCode,
} from '#tests/helpers/users'
import { Browser, signedInBrowser } from '#tests/helpers/browser'
import { awayFromStepEdge } from '#tests/functional/auth/totp_helpers'

const URL = '/en/api/admin/backOfficeUsers'
const PASSWORD = 'Staff-Secret-2026'

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ewa',
  lastName: 'Kowalczyk',
  login: 'ewa.k',
  email: 'Ewa.K@Example.test',
  role: 'accountant',
  language: 'pl',
  ...overrides,
})

function create(client: ApiClient, admin: User, body: Record<string, unknown>) {
  return client.post(URL).json(body).withCsrfToken().loginAs(admin)
}

function update(client: ApiClient, admin: User, user: User, body: { role: string; isActive: boolean }) {
  return client.put(`${URL}/${user.id}`).json(body).withCsrfToken().loginAs(admin)
}

const refusal = (field: string, message: string) => ({ errors: [{ field, message }] })

test.group('Back-office users | list and creation', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test('admins list the back-office users, paged, never a customer', async ({ assert, client }) => {
    const admin = await createAdmin({ user: { login: 'zz.admin' } })
    const accountant = await createBackOfficeAccountant()
    await createCustomer()

    const response = await client
      .get(URL)
      .qs({ sort: JSON.stringify(['login', 'ASC']), range: JSON.stringify([0, 0]) })
      .loginAs(admin)
    const accountants = await client
      .get(URL)
      .qs({ filter: JSON.stringify({ role: 'accountant' }) })
      .loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'backOfficeUsers 0-0/2')
    assert.deepEqual(
      response.body().map((row: { id: number }) => row.id),
      [[admin, accountant].sort((a, b) => a.login.localeCompare(b.login))[0].id]
    )
    assert.deepEqual(
      accountants.body().map((row: { id: number; role: string }) => [row.id, row.role]),
      [[accountant.id, 'accountant']]
    )
    assert.containsSubset(accountants.body()[0], { isActive: true, totpEnabled: true, lastSignInAt: null })
  })

  test('a new back-office user gets an e-mailed link that sets their password, then signs in and must enrol a second factor', async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const { mails } = mail.fake()

    const response = await create(client, admin, newUser())

    response.assertStatus(201)
    assert.containsSubset(response.body(), {
      login: 'ewa.k',
      email: 'ewa.k@example.test',
      firstName: 'Ewa',
      lastName: 'Kowalczyk',
      role: 'accountant',
      language: 'pl',
      isActive: true,
      totpEnabled: false,
    })
    mails.assertSent(BackOfficeWelcomeNotification, ({ message }) => message.hasTo('ewa.k@example.test'))
    const { text, subject } = mails.sent()[0].message.toJSON().message as { text: string; subject: string }
    assert.include(subject, 'panelu administracyjnym')
    assert.include(text, 'ewa.k')
    const token = decodeURIComponent(/\/pl\/reset-password\?token=([^\s]+)/.exec(text)![1])
    const line = await AuditLog.query().where('action', 'backOfficeUser.create').firstOrFail()
    assert.containsSubset(line.serialize(), {
      userId: admin.id,
      subjectType: 'back_office_user',
      subjectId: response.body().id,
      payload: { after: { login: 'ewa.k', backOfficeRole: 'accountant', language: 'pl', isActive: true } },
    })

    // No password works before the link's.
    const visitor = new Browser()
    await visitor.post('/session/csrf')
    assert.equal(
      (await visitor.post('/en/api/auth/login', { login: 'ewa.k', password: PASSWORD })).status,
      400
    )
    const set = await visitor.post('/en/api/auth/reset-password/confirm', {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    assert.equal(set.status, 200)

    const browser = await signedInBrowser('ewa.k', PASSWORD)
    const session = await browser.get('/en/api/auth/session')
    const data = session.body.applicationDataForLoggedInUser as { user: Record<string, unknown> }
    assert.containsSubset(data.user, {
      backOfficeRole: 'accountant',
      isAdmin: false,
      companyRole: null,
      totpEnrolmentRequired: true,
    })
    const invoices = await browser.get('/en/api/admin/invoices')
    assert.equal(invoices.status, 403)
    assert.isTrue(invoices.body.totpEnrolmentRequired)
  })

  test('the one-identifier rule: a login or an e-mail another user signs in with is refused, and nothing is made', async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const customer = await createCustomer()
    mail.fake()

    const loginIsAnEmail = await create(client, admin, newUser({ login: customer.email.toUpperCase() }))
    const emailIsALogin = await create(
      client,
      admin,
      newUser({ email: `${customer.login}@x.test`, login: 'ok.login' })
    )
    const emailTaken = await create(client, admin, newUser({ email: customer.email }))
    const badRole = await create(client, admin, newUser({ role: 'eurofiscalis-workers-admin' }))

    loginIsAnEmail.assertStatus(422)
    loginIsAnEmail.assertBody(refusal('login', 'This login is already taken.'))
    emailIsALogin.assertStatus(201)
    emailTaken.assertStatus(422)
    emailTaken.assertBody(refusal('email', 'A user already signs in with this e-mail address.'))
    badRole.assertStatus(422)
    assert.equal(
      await AuditLog.query()
        .where('action', 'backOfficeUser.create')
        .count('* as total')
        .first()
        .then((row) => Number(row?.$extras.total)),
      1
    )
    assert.isNull(await UserModel.findBy('login', 'ewa.k'))
  })
})

test.group('Back-office users | roles and deactivation', (group) => {
  isolateEachTest(group)

  test('an admin makes another admin an accountant, audited; the accountant then only reads', async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const other = await createAdmin()

    const response = await update(client, admin, other, { role: 'accountant', isActive: true })

    response.assertStatus(200)
    assert.containsSubset(response.body(), { id: other.id, role: 'accountant', isActive: true })
    const line = await AuditLog.query().where('action', 'backOfficeUser.update').firstOrFail()
    assert.deepEqual(line.payload, {
      before: { backOfficeRole: 'admin' },
      after: { backOfficeRole: 'accountant' },
    })
    assert.equal((await client.get('/en/api/admin/requests').loginAs(other)).status(), 403)
    assert.equal((await client.get('/en/api/admin/invoices').loginAs(other)).status(), 200)
  })

  test('the last active admin can be neither demoted nor deactivated; no admin deactivates themselves', async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const other = await createAdmin()

    const selfDeactivation = await update(client, admin, admin, { role: 'admin', isActive: false })
    const othersDeactivation = await update(client, admin, other, { role: 'admin', isActive: false })
    const lastDemotion = await update(client, admin, admin, { role: 'accountant', isActive: true })
    // The other admin, deactivated, is no admin any more: reactivating them as an accountant leaves one admin.
    const reactivated = await update(client, admin, other, { role: 'accountant', isActive: true })

    selfDeactivation.assertStatus(422)
    selfDeactivation.assertBody(
      refusal('isActive', 'You cannot deactivate your own account. Ask another administrator.')
    )
    othersDeactivation.assertStatus(200)
    lastDemotion.assertStatus(422)
    lastDemotion.assertBody(
      refusal(
        'role',
        'The back-office must keep at least one active administrator: make another user administrator first.'
      )
    )
    reactivated.assertStatus(200)
    await admin.refresh()
    assert.equal(admin.role, 'eurofiscalis-workers-admin')
    assert.isTrue(admin.isActive)
    assert.deepEqual(
      (await AuditLog.query().where('action', 'backOfficeUser.update').orderBy('id')).map(
        (line) => line.payload
      ),
      [
        { before: { isActive: true }, after: { isActive: false } },
        {
          before: { backOfficeRole: 'admin', isActive: false },
          after: { backOfficeRole: 'accountant', isActive: true },
        },
      ]
    )
  })

  test("a deactivated user's session stops working and they cannot sign in; a customer is no back-office user", async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const accountant = await createBackOfficeAccountant()
    const customer = await createCustomer()
    await awayFromStepEdge()
    const browser = await signedInBrowser(accountant.login, FACTORY_PASSWORD, { totp: totpCode() })
    assert.equal((await browser.get('/en/api/admin/invoices')).status, 200)

    const response = await update(client, admin, accountant, { role: 'accountant', isActive: false })

    response.assertStatus(200)
    assert.isFalse(response.body().isActive)
    assert.equal((await browser.get('/en/api/admin/invoices')).status, 401)
    assert.isFalse((await browser.get('/en/api/auth/session')).body.isLoggedIn)
    const again = new Browser()
    await again.post('/session/csrf')
    const signIn = await again.post('/en/api/auth/login', {
      login: accountant.login,
      password: FACTORY_PASSWORD,
    })
    assert.equal(signIn.status, 403)
    assert.isFalse(signIn.body.isLoggedIn)
    const notStaff = await update(client, admin, customer, { role: 'admin', isActive: true })
    notStaff.assertStatus(404)
    await customer.refresh()
    assert.equal(customer.role, 'customer')
  })

  test('bad input is refused with its field', async ({ client }) => {
    const admin = await createAdmin()
    const other = await createAdmin()

    const response = await client
      .put(`${URL}/${other.id}`)
      .json({ role: 'owner', isActive: 'sometimes' })
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(422)
  })
})

test.group('Back-office users | a lost second factor', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  const reset = (client: ApiClient, admin: User, user: User, lang = 'en') =>
    client
      .post(`/${lang}/api/admin/backOfficeUsers/${user.id}/resetSecondFactor`)
      .withCsrfToken()
      .loginAs(admin)

  test("an admin clears another user's second factor, audited: their sessions end and their next sign-in sets up a new one", async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const accountant = await createBackOfficeAccountant()
    await db
      .table('totp_recovery_codes')
      .insert({ user_id: accountant.id, code_hash: 'spent-or-not', created_at: new Date() })
    await awayFromStepEdge()
    const browser = await signedInBrowser(accountant.login, FACTORY_PASSWORD, { totp: totpCode() })
    const { mails } = mail.fake()

    const response = await reset(client, admin, accountant)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      id: accountant.id,
      totpEnabled: false,
      successes: [
        {
          message: `The two-factor sign-in of ${accountant.login} has been reset: they will set up a new one at their next sign-in.`,
        },
      ],
    })
    await accountant.refresh()
    assert.isNull(accountant.totpSecret)
    assert.isNull(accountant.totpEnabledAt)
    assert.lengthOf(await db.from('totp_recovery_codes').where('user_id', accountant.id), 0)
    const line = await AuditLog.findByOrFail('action', 'backOfficeUser.resetSecondFactor')
    assert.containsSubset(line.serialize(), {
      userId: admin.id,
      subjectType: 'back_office_user',
      subjectId: accountant.id,
    })
    assert.equal((await browser.get('/en/api/admin/invoices')).status, 401)

    const again = await signedInBrowser(accountant.login, FACTORY_PASSWORD)
    const session = await again.get('/en/api/auth/session')
    const data = session.body.applicationDataForLoggedInUser as { user: Record<string, unknown> }
    assert.isTrue(data.user.totpEnrolmentRequired)
    assert.isTrue((await again.get('/en/api/admin/invoices')).body.totpEnrolmentRequired)
    mails.assertSent(SecondFactorResetNotification, ({ message }) => message.hasTo(accountant.email))
    const { text } = mails.sent()[0].message.toJSON().message as { text: string }
    assert.include(text, '/admin/')
  })

  test('refused, changing nothing: for oneself, for a user without a second factor, for a customer', async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const unenrolled = await createBackOfficeAccountant({ totp: false })
    const customer = await createCustomer()
    const { mails } = mail.fake()

    const own = await reset(client, admin, admin, 'fr')
    const none = await reset(client, admin, unenrolled)
    const notStaff = await reset(client, admin, customer)

    own.assertStatus(422)
    own.assertBody({
      errors: [
        {
          message:
            "Vous ne pouvez pas réinitialiser votre propre connexion à deux facteurs : utilisez l'un de vos codes de secours, ou demandez à un autre administrateur.",
        },
      ],
    })
    none.assertStatus(422)
    none.assertBody({ errors: [{ message: 'This user has no two-factor sign-in to reset.' }] })
    notStaff.assertStatus(404)
    await admin.refresh()
    assert.isNotNull(admin.totpSecret)
    assert.lengthOf(await AuditLog.query().where('action', 'backOfficeUser.resetSecondFactor'), 0)
    mails.assertNoneSent()
  })
})
