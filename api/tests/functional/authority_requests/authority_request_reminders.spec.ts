import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import AuthorityRequestRemindersNotification from '#mails/authority_request_reminders_notification'
import { sendAuthorityRequestReminders } from '#services/authority_requests/authority_request_reminders'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import {
  addAuthorityFile,
  createAuthorityRequest,
  customerWithDrivers,
} from '#tests/functional/authority_requests/authority_request_fixtures'

type Sent = { subject: string; text: string }
const content = (message: { toJSON(): { message: unknown } }) => message.toJSON().message as Sent

const DUE = '2027-01-22'

async function claims() {
  const rows = await db.from('authority_request_reminders').orderBy('id').select('stage', 'sent_on as sentOn')
  return rows.map((row) => `${row.stage}@${row.sentOn}`)
}

test.group('Authority requests | reminders at 14, 7 and 2 days before the due date', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test("each stage once, to every active user of the company in the user's language, while something is missing", async ({
    assert,
  }) => {
    const { user, company, drivers } = await customerWithDrivers()
    await user.merge({ locale: 'pl' }).save()
    const english = await createCustomer({ company, user: { locale: 'en' } })
    await createCustomer({ company, user: { isActive: false } })
    const id = await createAuthorityRequest(company, [drivers[0].id], { dueOn: DUE })
    const { mails } = mail.fake()

    assert.deepEqual(await sendAuthorityRequestReminders({ today: '2027-01-07' }), {
      requests: 0,
      companies: 0,
      emails: 0,
    })
    assert.deepEqual(await sendAuthorityRequestReminders({ today: '2027-01-08' }), {
      requests: 1,
      companies: 1,
      emails: 2,
    })
    mails.assertSentCount(AuthorityRequestRemindersNotification, 2)
    mails.assertSent(AuthorityRequestRemindersNotification, ({ message }) => {
      const { subject, text } = content(message)
      return (
        message.hasTo(english.email) &&
        subject === "An inspector's request still lacks documents" &&
        text.includes('France, DREAL Grand Est, reference IMI-2026-0042: due on 22/01/2027 (in 14 days).') &&
        text.includes('Missing: Transport documents (CMR consignment notes), Payslips (Jan Kowalski).') &&
        text.includes('/en/requests')
      )
    })
    mails.assertSent(AuthorityRequestRemindersNotification, ({ message }) => {
      const { subject, text } = content(message)
      return (
        message.hasTo(user.email) &&
        subject === 'W wezwaniu organu nadal brakuje dokumentów' &&
        text.includes('Paski wynagrodzeń (Jan Kowalski).')
      )
    })

    // The same day again, the days between: nothing more.
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-08' })).emails, 0)
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-12' })).emails, 0)
    // A missed day sends the stage still current only.
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-16' })).requests, 1)
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-20' })).requests, 1)
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-22' })).requests, 0)
    // Overdue: no reminder.
    assert.equal((await sendAuthorityRequestReminders({ today: '2027-01-23' })).requests, 0)
    assert.deepEqual(await claims(), ['14@2027-01-08', '7@2027-01-16', '2@2027-01-20'])
    assert.equal(
      Number(
        (await db.from('authority_request_reminders').where('authority_request_id', id).count('* as n'))[0].n
      ),
      3
    )
  })

  test('nothing missing, answered or closed: no reminder', async ({ assert }) => {
    const { company, drivers } = await customerWithDrivers()
    const complete = await createAuthorityRequest(company, [drivers[0].id], {
      dueOn: DUE,
      kinds: ['PAYSLIPS'],
    })
    await addAuthorityFile(complete, { kind: 'PAYSLIPS', driverId: drivers[0].id })
    await createAuthorityRequest(company, [drivers[0].id], { dueOn: DUE, status: 'answered' })
    await createAuthorityRequest(company, [drivers[0].id], { dueOn: DUE, status: 'closed' })
    const { mails } = mail.fake()

    const result = await sendAuthorityRequestReminders({ today: '2027-01-15' })

    assert.deepEqual(result, { requests: 0, companies: 0, emails: 0 })
    mails.assertNoneSent()
  })
})
