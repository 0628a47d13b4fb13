import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import CompanyInvitation from '#models/company_invitation'
import CompanyInvitationNotification from '#mails/company_invitation_notification'
import SecondFactorResetNotification from '#mails/second_factor_reset_notification'
import { isolateEachTest } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { createAdmin, createCustomer, enrolledTotp, FACTORY_PASSWORD, totpCode } from '#tests/helpers/users'
import { signedInBrowser } from '#tests/helpers/browser'
import { awayFromStepEdge } from '#tests/functional/auth/totp_helpers'

const PASSWORD = 'Invited-Secret-42'

/** An owner invites `email` with `role`; the e-mailed link's token. */
async function invite(client: ApiClient, owner: User, email: string, role = 'accountant', language = 'fr') {
  const { mails } = mail.fake()
  const response = await client
    .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/invite`)
    .json({ email, role, language })
    .withCsrfToken()
    .loginAs(owner)
  response.assertStatus(200)
  const text = mails.sent()[0].message.toJSON().message.text as string
  mail.restore()
  return decodeURIComponent(/invitation\?token=([^\s]+)/.exec(text)![1])
}

function accept(client: ApiClient, token: string, login?: string) {
  return client
    .post('/pl/api/auth/invitation/accept')
    .json({
      token,
      firstName: 'Anna',
      lastName: 'Nowak',
      login,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    .withCsrfToken()
}

test.group('Company users | invitations', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test("an owner's invitation is e-mailed in the chosen language, and makes a user of the company with its role", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const { mails } = mail.fake()
    const response = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/invite`)
      .json({ email: 'Anna@Example.test', role: 'accountant', language: 'pl' })
      .withCsrfToken()
      .loginAs(owner)

    response.assertStatus(200)
    mails.assertSent(CompanyInvitationNotification, ({ message }) => {
      const json = message.toJSON().message
      return (
        message.hasTo('anna@example.test') &&
        (json.text as string).includes('/pl/invitation?token=') &&
        (json.subject as string).includes('zaprasza')
      )
    })
    const text = mails.sent()[0].message.toJSON().message.text as string
    const token = decodeURIComponent(/invitation\?token=([^\s]+)/.exec(text)![1])

    const shown = await client.get(`/pl/api/auth/invitation?token=${encodeURIComponent(token)}`)
    shown.assertStatus(200)
    assert.deepEqual(shown.body(), {
      email: 'anna@example.test',
      companyName: owner.company.name,
      role: 'accountant',
    })

    const accepted = await accept(client, token, 'anna.nowak')
    accepted.assertStatus(200)
    assert.isTrue(accepted.body().isLoggedIn)
    assert.containsSubset(accepted.body().applicationDataForLoggedInUser.user, {
      login: 'anna.nowak',
      email: 'anna@example.test',
      companyRole: 'accountant',
      language: 'pl',
      company: { id: owner.companyId },
    })
    const invitation = await CompanyInvitation.findByOrFail('email', 'anna@example.test')
    assert.isNotNull(invitation.usedAt)

    const list = await client.get(`/en/api/eurofiscalis/company/${owner.companyId}/users`).loginAs(owner)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().users.map((user: { email: string; role: string }) => [user.email, user.role]),
      [
        [owner.email, 'owner'],
        ['anna@example.test', 'accountant'],
      ]
    )
    assert.isString(list.body().users[1].lastSignInAt)
  })

  test('an invitation works once', async ({ client }) => {
    const owner = await createCustomer()
    const token = await invite(client, owner, 'once@example.test')
    ;(await accept(client, token)).assertStatus(200)

    const again = await accept(client, token, 'someone.else')
    again.assertStatus(400)
    again.assertBody({
      errors: [{ message: 'To zaproszenie zostało już wykorzystane. Zaloguj się swoim loginem i hasłem.' }],
    })
  })

  test('an invitation expires after 7 days', async ({ client }) => {
    const owner = await createCustomer()
    const token = await invite(client, owner, 'late@example.test')
    await CompanyInvitation.query()
      .where('email', 'late@example.test')
      .update({ expiresAt: DateTime.utc().minus({ minutes: 1 }).toJSDate() })

    const response = await accept(client, token)
    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'To zaproszenie wygasło. Poproś właściciela firmy o nowe.' }] })
  })

  test('an unknown token is refused', async ({ client }) => {
    const response = await accept(client, 'not-a-token')
    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'Ten link z zaproszeniem jest nieprawidłowy.' }] })
  })

  test('the one-identifier rule: an address or a login another user signs in with is refused', async ({
    client,
  }) => {
    const owner = await createCustomer()
    const other = await createCustomer()
    const refused = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/invite`)
      .json({ email: other.email.toUpperCase(), role: 'manager', language: 'en' })
      .withCsrfToken()
      .loginAs(owner)
    refused.assertStatus(422)

    const token = await invite(client, owner, 'fresh@example.test')
    const taken = await accept(client, token, other.login)
    taken.assertStatus(422)
    taken.assertBody({ errors: [{ field: 'login', message: 'Ten login jest już zajęty.' }] })
  })

  test("an invitation makes a user of the inviting company only: another company's owner cannot invite into it", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const stranger = await createCustomer()
    const response = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/invite`)
      .json({ email: 'x@example.test', role: 'owner', language: 'en' })
      .withCsrfToken()
      .loginAs(stranger)

    response.assertStatus(404)
    assert.lengthOf(await CompanyInvitation.all(), 0)

    const token = await invite(client, owner, 'mine@example.test', 'manager')
    const accepted = await accept(client, token)
    const user = await User.findOrFail(accepted.body().applicationDataForLoggedInUser.user.id)
    assert.equal(user.companyId, owner.companyId)
    assert.equal(user.companyRole, 'manager')
  })

  test("an admin cannot manage a company's users from the portal (the back-office has the profiles)", async ({
    client,
  }) => {
    const owner = await createCustomer()
    const admin = await createAdmin()
    const response = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/invite`)
      .json({ email: 'z@example.test', role: 'owner', language: 'en' })
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(403)
  })

  test('managers and accountants cannot invite (403 with the reason)', async ({ client }) => {
    const owner = await createCustomer()
    const manager = await createCustomer({ company: owner.company, user: { companyRole: 'manager' } })
    const response = await client
      .post(`/fr/api/eurofiscalis/company/${owner.companyId}/users/invite`)
      .json({ email: 'y@example.test', role: 'owner', language: 'en' })
      .withCsrfToken()
      .loginAs(manager)

    response.assertStatus(403)
    response.assertBody({
      errors: [
        {
          message:
            "Votre rôle dans cette entreprise ne permet pas cette action. Demandez à un propriétaire de l'entreprise.",
        },
      ],
    })
  })
})

test.group('Company users | roles and removal', (group) => {
  isolateEachTest(group)

  test('an owner changes a role and removes a user, who can no longer sign in', async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const manager = await createCustomer({ company: owner.company, user: { companyRole: 'manager' } })
    const base = `/en/api/eurofiscalis/company/${owner.companyId}/users/${manager.id}`

    const changed = await client
      .post(`${base}/role`)
      .json({ role: 'accountant' })
      .withCsrfToken()
      .loginAs(owner)
    changed.assertStatus(200)
    assert.equal(changed.body().user.role, 'accountant')

    const removed = await client.post(`${base}/remove`).json({}).withCsrfToken().loginAs(owner)
    removed.assertStatus(200)
    await manager.refresh()
    assert.isFalse(manager.isActive)
    const signIn = await client
      .post('/en/api/auth/login')
      .json({ login: manager.login, password: FACTORY_PASSWORD })
      .withCsrfToken()
    assert.notEqual(signIn.body().isLoggedIn, true)
    const list = await client.get(`/en/api/eurofiscalis/company/${owner.companyId}/users`).loginAs(owner)
    assert.deepEqual(
      list.body().users.map((user: { id: number }) => user.id),
      [owner.id]
    )
  })

  test('the last owner can be neither demoted nor removed (422 in the caller’s language); with two owners, one can', async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const base = `/pl/api/eurofiscalis/company/${owner.companyId}/users/${owner.id}`
    const message = {
      errors: [
        {
          message:
            'Firma musi mieć co najmniej jednego właściciela: najpierw nadaj rolę właściciela innemu użytkownikowi.',
        },
      ],
    }

    const demoted = await client.post(`${base}/role`).json({ role: 'manager' }).withCsrfToken().loginAs(owner)
    demoted.assertStatus(422)
    demoted.assertBody(message)
    const removed = await client.post(`${base}/remove`).json({}).withCsrfToken().loginAs(owner)
    removed.assertStatus(422)
    removed.assertBody(message)
    await owner.refresh()
    assert.equal(owner.companyRole, 'owner')
    assert.isTrue(owner.isActive)

    const second = await createCustomer({ company: owner.company, user: { companyRole: 'owner' } })
    const ok = await client.post(`${base}/role`).json({ role: 'manager' }).withCsrfToken().loginAs(second)
    ok.assertStatus(200)
    const last = await client
      .post(`/pl/api/eurofiscalis/company/${owner.companyId}/users/${second.id}/remove`)
      .json({})
      .withCsrfToken()
      .loginAs(second)
    last.assertStatus(422)
  })

  test("an owner cannot act on another company's users (404 like a missing user)", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const stranger = await createCustomer()
    const response = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/${stranger.id}/role`)
      .json({ role: 'accountant' })
      .withCsrfToken()
      .loginAs(owner)

    response.assertStatus(404)
    await stranger.refresh()
    assert.equal(stranger.companyRole, 'owner')
    const removed = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/${stranger.id}/remove`)
      .json({})
      .withCsrfToken()
      .loginAs(owner)
    removed.assertStatus(404)
  })

  test('an accountant downloads invoices but cannot add a driver', async ({ client }) => {
    const { createInvoicedPurchase } = await import('#tests/functional/billing/billing_fixtures')
    const purchase = await createInvoicedPurchase()
    const accountant = await createCustomer({
      company: await purchase.user.related('company').query().firstOrFail(),
      user: { companyRole: 'accountant' },
    })

    const invoice = await client.get(`/en/api/invoices/${purchase.invoice.id}/download`).loginAs(accountant)
    invoice.assertStatus(200)
    const driver = await client
      .post(
        `/pl/api/eurofiscalis/workers/company/${purchase.companyId}/contract/${purchase.contract.id}/worker/create`
      )
      .json({})
      .withCsrfToken()
      .loginAs(accountant)
    driver.assertStatus(403)
    driver.assertBody({
      errors: [
        { message: 'Twoja rola w tej firmie nie pozwala na to działanie. Zwróć się do właściciela firmy.' },
      ],
    })
  })
})

test.group('Company users | pending invitations', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  const usersOf = (client: ApiClient, owner: User) =>
    client.get(`/en/api/eurofiscalis/company/${owner.companyId}/users`).loginAs(owner)
  const revoke = (client: ApiClient, user: User, companyId: number | null, invitationId: number) =>
    client
      .post(`/en/api/eurofiscalis/company/${companyId}/users/invitations/${invitationId}/revoke`)
      .withCsrfToken()
      .loginAs(user)

  test('the list shows the invitations neither accepted nor expired, the latest first', async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    await invite(client, owner, 'first@example.test', 'manager')
    const accepted = await invite(client, owner, 'accepted@example.test')
    await invite(client, owner, 'expired@example.test')
    await invite(client, owner, 'second@example.test')
    ;(await accept(client, accepted, 'accepted.one')).assertStatus(200)
    await CompanyInvitation.query()
      .where('email', 'expired@example.test')
      .update({ expiresAt: DateTime.utc().minus({ minutes: 1 }).toJSDate() })

    const response = await usersOf(client, owner)

    response.assertStatus(200)
    assert.deepEqual(
      response.body().invitations.map((row: { email: string; role: string }) => [row.email, row.role]),
      [
        ['second@example.test', 'accountant'],
        ['first@example.test', 'manager'],
      ]
    )
    const [latest] = response.body().invitations
    assert.isAbove(Date.parse(latest.expiresAt), Date.parse(latest.sentAt))
  })

  test('an owner revokes a pending invitation: gone from the list, its link no longer works', async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const token = await invite(client, owner, 'revoked@example.test')
    const { id } = (await usersOf(client, owner)).body().invitations[0]

    const response = await revoke(client, owner, owner.companyId, id)

    response.assertStatus(200)
    assert.deepEqual((await usersOf(client, owner)).body().invitations, [])
    const shown = await client.get(`/en/api/auth/invitation?token=${encodeURIComponent(token)}`)
    shown.assertStatus(400)
    shown.assertBody({ errors: [{ message: 'This invitation link is not valid.' }] })
    ;(await accept(client, token)).assertStatus(400)
  })

  test("an accepted invitation is not revoked (the user is removed instead); another company's answers 404; only owners revoke", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const other = await createCustomer()
    const manager = await createCustomer({ company: owner.company, user: { companyRole: 'manager' } })
    const token = await invite(client, owner, 'kept@example.test')
    const pending = await invite(client, owner, 'pending@example.test')
    assert.isString(pending)
    ;(await accept(client, token, 'kept.user')).assertStatus(200)
    const acceptedId = (await CompanyInvitation.findByOrFail('email', 'kept@example.test')).id
    const pendingId = (await CompanyInvitation.findByOrFail('email', 'pending@example.test')).id

    const acceptedOne = await revoke(client, owner, owner.companyId, acceptedId)
    const othersOwner = await revoke(client, other, other.companyId, pendingId)
    const othersCompany = await revoke(client, other, owner.companyId, pendingId)
    const byManager = await revoke(client, manager, owner.companyId, pendingId)

    acceptedOne.assertStatus(422)
    acceptedOne.assertBody({
      errors: [
        { message: 'This invitation has already been accepted: remove the user from the list instead.' },
      ],
    })
    othersOwner.assertStatus(404)
    othersCompany.assertStatus(404)
    byManager.assertStatus(403)
    assert.lengthOf((await usersOf(client, owner)).body().invitations, 1)
  })
})

test.group('Company users | a lost second factor', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  const reset = (client: ApiClient, by: User, user: User, lang = 'en') =>
    client
      .post(`/${lang}/api/eurofiscalis/company/${by.companyId}/users/${user.id}/resetSecondFactor`)
      .withCsrfToken()
      .loginAs(by)

  test("an owner turns off a user's second factor: the codes go, their sessions end, they sign in with the password", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer()
    const manager = await createCustomer({
      company: owner.company,
      user: { companyRole: 'manager', ...enrolledTotp() },
    })
    await db
      .table('totp_recovery_codes')
      .insert({ user_id: manager.id, code_hash: 'spent-or-not', created_at: new Date() })
    await awayFromStepEdge()
    const browser = await signedInBrowser(manager.login, FACTORY_PASSWORD, { totp: totpCode() })
    const listed = await client.get(`/en/api/eurofiscalis/company/${owner.companyId}/users`).loginAs(owner)
    assert.isTrue(listed.body().users.find((user: User) => user.id === manager.id).hasSecondFactor)
    const { mails } = mail.fake()

    const response = await reset(client, owner, manager)

    response.assertStatus(200)
    const name = `${manager.profile.firstName} ${manager.profile.lastName}`
    assert.containsSubset(response.body(), {
      user: { id: manager.id, role: 'manager', hasSecondFactor: false },
      successes: [
        {
          message: `The two-factor sign-in of ${name} is turned off: they sign in with their password and may set it up again in their profile.`,
        },
      ],
    })
    await manager.refresh()
    assert.isNull(manager.totpSecret)
    assert.isNull(manager.totpEnabledAt)
    assert.lengthOf(await db.from('totp_recovery_codes').where('user_id', manager.id), 0)
    assert.equal((await browser.get(`/en/api/eurofiscalis/company/${owner.companyId}`)).status, 401)
    // The password alone signs them in now.
    await signedInBrowser(manager.login, FACTORY_PASSWORD)
    // They are told, in their language (Polish), who did it and what to do if they did not ask.
    mails.assertSent(SecondFactorResetNotification, ({ message }) => message.hasTo(manager.email))
    const { text, subject } = mails.sent()[0].message.toJSON().message as { text: string; subject: string }
    assert.equal(subject, 'Twoje logowanie dwuetapowe zostało wyłączone')
    assert.include(text, 'wyłączone przez właściciela Twojej firmy')
    assert.include(text, 'natychmiast zmień hasło')
  })

  test("refused, changing nothing: for oneself, for a user without a second factor, for another company's user, by a manager", async ({
    assert,
    client,
  }) => {
    const owner = await createCustomer({ user: enrolledTotp() })
    const unenrolled = await createCustomer({ company: owner.company, user: { companyRole: 'accountant' } })
    const manager = await createCustomer({
      company: owner.company,
      user: { companyRole: 'manager', ...enrolledTotp() },
    })
    const stranger = await createCustomer({ user: enrolledTotp() })
    const { mails } = mail.fake()

    const own = await reset(client, owner, owner, 'fr')
    const none = await reset(client, owner, unenrolled)
    const elsewhere = await client
      .post(`/en/api/eurofiscalis/company/${owner.companyId}/users/${stranger.id}/resetSecondFactor`)
      .withCsrfToken()
      .loginAs(owner)
    const byManager = await reset(client, manager, owner)

    own.assertStatus(422)
    own.assertBody({
      errors: [
        {
          message:
            "Vous ne pouvez pas désactiver ici votre propre connexion en deux étapes : utilisez l'un de vos codes de secours, ou demandez à un autre propriétaire de l'entreprise.",
        },
      ],
    })
    none.assertStatus(422)
    none.assertBody({ errors: [{ message: 'This user has no two-factor sign-in to turn off.' }] })
    elsewhere.assertStatus(404)
    byManager.assertStatus(403)
    for (const user of [owner, stranger]) {
      await user.refresh()
      assert.isTrue(user.hasTotp)
    }
    mails.assertNoneSent()
  })
})
