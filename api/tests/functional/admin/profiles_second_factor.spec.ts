import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Profile from '#models/profile'
import AuditLog from '#models/audit_log'
import mail from '@adonisjs/mail/services/main'
import SecondFactorResetNotification from '#mails/second_factor_reset_notification'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer, enrolledTotp, FACTORY_PASSWORD, totpCode } from '#tests/helpers/users'
import { signedInBrowser } from '#tests/helpers/browser'
import { awayFromStepEdge } from '#tests/functional/auth/totp_helpers'

const reset = (client: ApiClient, admin: User, profileId: number, lang = 'en') =>
  client.post(`/${lang}/api/admin/profiles/${profileId}/resetSecondFactor`).withCsrfToken().loginAs(admin)

test.group("Admin | a customer's lost second factor", (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test("an admin turns off a customer's second factor, audited: their sessions end, the password alone signs them in", async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const owner = await createCustomer({ user: { ...enrolledTotp(), locale: 'en' } })
    await db
      .table('totp_recovery_codes')
      .insert({ user_id: owner.id, code_hash: 'spent-or-not', created_at: new Date() })
    await awayFromStepEdge()
    const browser = await signedInBrowser(owner.login, FACTORY_PASSWORD, { totp: totpCode() })
    const shown = await client.get(`/en/api/admin/profiles/${owner.profile.id}`).loginAs(admin)
    assert.isTrue(shown.body().totpEnabled)
    const { mails } = mail.fake()

    const response = await reset(client, admin, owner.profile.id)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      id: owner.profile.id,
      userId: owner.id,
      totpEnabled: false,
      successes: [
        {
          message: `The two-factor sign-in of ${owner.login} is turned off: they sign in with their password and may set it up again in their profile.`,
        },
      ],
    })
    await owner.refresh()
    assert.isFalse(owner.hasTotp)
    assert.lengthOf(await db.from('totp_recovery_codes').where('user_id', owner.id), 0)
    const line = await AuditLog.findByOrFail('action', 'profile.resetSecondFactor')
    assert.containsSubset(line.serialize(), {
      userId: admin.id,
      subjectType: 'profile',
      subjectId: owner.profile.id,
    })
    assert.equal((await browser.get(`/en/api/eurofiscalis/company/${owner.companyId}`)).status, 401)
    await signedInBrowser(owner.login, FACTORY_PASSWORD)
    mails.assertSent(SecondFactorResetNotification, ({ message }) => message.hasTo(owner.email))
    const { text } = mails.sent()[0].message.toJSON().message as { text: string }
    assert.include(text, "turned off by the portal's staff")
    assert.include(text, 'Set up two-factor sign-in again in your profile')
    assert.include(text, `/en/login`)
  })

  test("refused, changing nothing: a back-office user's profile, a customer without a second factor, a missing profile", async ({
    assert,
    client,
  }) => {
    const admin = await createAdmin()
    const otherAdmin = await createAdmin()
    const unenrolled = await createCustomer()
    const staffProfile = await Profile.findByOrFail('user_id', otherAdmin.id)
    const { mails } = mail.fake()

    const staff = await reset(client, admin, staffProfile.id, 'pl')
    const none = await reset(client, admin, unenrolled.profile.id)
    const missing = await reset(client, admin, staffProfile.id + 1000)

    staff.assertStatus(422)
    staff.assertBody({
      errors: [
        {
          message:
            'To użytkownik panelu: zresetuj jego logowanie dwuskładnikowe na jego stronie, w sekcji Użytkownicy panelu.',
        },
      ],
    })
    none.assertStatus(422)
    none.assertBody({ errors: [{ message: 'This user has no two-factor sign-in to turn off.' }] })
    missing.assertStatus(404)
    await otherAdmin.refresh()
    assert.isTrue(otherAdmin.hasTotp)
    assert.lengthOf(await AuditLog.query().where('action', 'profile.resetSecondFactor'), 0)
    mails.assertNoneSent()
    // The list says which customers have a factor to turn off; a back-office user's profile never does.
    const listed = await client.get('/en/api/admin/profiles').loginAs(admin)
    const flags = new Map(
      listed.body().map((row: { userId: number; totpEnabled: boolean }) => [row.userId, row.totpEnabled])
    )
    assert.isFalse(flags.get(otherAdmin.id))
    assert.isFalse(flags.get(unenrolled.id))
  })
})
