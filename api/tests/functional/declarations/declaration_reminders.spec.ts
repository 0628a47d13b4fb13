import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import DeclarationReminder from '#models/declaration_reminder'
import DocumentRemindersNotification from '#mails/document_reminders_notification'
import { sendDocumentReminders } from '#services/drivers/document_reminders'
import { addDays } from '#services/contracts/contract_term'
import { formatDate } from '#services/billing/format'
import { isolateEachTest } from '#tests/helpers/database'
import { createDocument, createWorker, customerWithContract } from '#tests/functional/workers/worker_fixtures'
import { createDeclaration } from '#tests/functional/declarations/declaration_fixtures'

type Sent = { subject: string; text: string }
const content = (message: { toJSON(): { message: unknown } }) => message.toJSON().message as Sent

test.group('Declarations | reminders 14 and 3 days before the end', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test('each stage once, in the day grouped e-mail beside the documents', async ({ assert }) => {
    const { user, company, contract } = await customerWithContract()
    await user.merge({ locale: 'en' }).save()
    const jan = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const ewa = await createWorker(contract, { firstName: 'Ewa', lastName: 'Nowak' })
    const start = contract.startDate
    const end = addDays(start, 40)
    const declared = await createDeclaration(jan, { status: 'submitted', endDate: end })
    // A draft and a withdrawn declaration are never announced.
    await createDeclaration(ewa, { status: 'draft', endDate: end })
    await createDeclaration(ewa, { status: 'withdrawn', endDate: end })
    await createDocument(ewa, { category: 'A1', validUntil: addDays(end, 27) })
    const { mails } = mail.fake()

    const before = await sendDocumentReminders({ today: addDays(end, -15) })
    assert.equal(before.declarations, 0)

    const first = await sendDocumentReminders({ today: addDays(end, -14) })
    assert.containsSubset(first, { declarations: 1, companies: 1, emails: 1 })
    mails.assertSentCount(DocumentRemindersNotification, 1)
    mails.assertSent(DocumentRemindersNotification, ({ message }) => {
      const { text } = content(message)
      return (
        message.hasTo(user.email) &&
        text.includes('Jan Kowalski (') &&
        text.includes(`ends on ${formatDate(end)} (14 days left)`) &&
        text.includes(`/en/declarations?country=${declared.countryCode}`)
      )
    })

    const again = await sendDocumentReminders({ today: addDays(end, -14) })
    assert.equal(again.declarations, 0)
    const quiet = await sendDocumentReminders({ today: addDays(end, -5) })
    assert.equal(quiet.declarations, 0)

    // The A1 ending 27 days after the declaration: its first reminder and the declaration's second share a mail.
    const second = await sendDocumentReminders({ today: addDays(end, -3) })
    assert.containsSubset(second, { declarations: 1, companies: 1, emails: 1 })
    assert.sameMembers(
      (await DeclarationReminder.query().where('company_id', company.id)).map((reminder) => reminder.stage),
      ['first', 'second']
    )
    assert.equal((await sendDocumentReminders({ today: end })).declarations, 0)
  })

  test('a declaration continued by the next one in the same country is not announced', async ({ assert }) => {
    const { contract } = await customerWithContract()
    const jan = await createWorker(contract)
    const end = addDays(contract.startDate, 30)
    await createDeclaration(jan, { status: 'submitted', endDate: end })
    await createDeclaration(jan, {
      status: 'submitted',
      startDate: addDays(end, 1),
      endDate: addDays(end, 60),
    })
    mail.fake()
    assert.equal((await sendDocumentReminders({ today: addDays(end, -3) })).declarations, 0)
  })
})
