import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import DocumentReminder from '#models/document_reminder'
import DocumentRemindersNotification from '#mails/document_reminders_notification'
import { sendDocumentReminders } from '#services/drivers/document_reminders'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { formatDate } from '#services/billing/format'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import {
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
} from '#tests/functional/workers/worker_fixtures'

type Sent = { subject: string; text: string; html: string }
const content = (message: { toJSON(): { message: unknown } }) => message.toJSON().message as Sent

test.group('Drivers | document reminders', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test("one e-mail a day per user of the company, in the user's language, listing every driver concerned", async ({
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    await user.merge({ locale: 'pl' }).save()
    const english = await createCustomer({ company, user: { locale: 'en' } })
    const inactive = await createCustomer({ company, user: { isActive: false } })
    const today = todayUtc()
    const jan = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const ewa = await createWorker(contract, { firstName: 'Ewa', lastName: 'Nowak' })
    const a1 = await createDocument(jan, { category: 'A1', validUntil: addDays(today, 10) })
    await createDocument(ewa, {
      fileName: 'card.pdf',
      category: 'DRIVER_CARD',
      validUntil: addDays(today, 40),
    })
    await createDocument(ewa, {
      fileName: 'licence.pdf',
      category: 'DRIVING_LICENCE',
      validUntil: addDays(today, -1),
    })
    const { mails } = mail.fake()

    const result = await sendDocumentReminders({ today })

    assert.deepEqual(result, { documents: 3, declarations: 0, companies: 1, emails: 2 })
    mails.assertSentCount(DocumentRemindersNotification, 2)
    mails.assertSent(DocumentRemindersNotification, ({ message }) => {
      const { subject, text } = content(message)
      return (
        message.hasTo(english.email) &&
        subject === '3 documents of your drivers end: check who may still cross the border' &&
        text.includes(`Jan Kowalski (`) &&
        text.includes(`/en/drivers?driver=${jan.driverId})`) &&
        text.includes(`- A1 certificate: valid until ${formatDate(addDays(today, 10))} (10 days left).`) &&
        text.includes(`- Driving licence: ended on ${formatDate(addDays(today, -1))}.`) &&
        text.includes('A new card must be applied for by')
      )
    })
    mails.assertSent(DocumentRemindersNotification, ({ message }) => {
      const { subject, text } = content(message)
      return (
        message.hasTo(user.email) &&
        subject.startsWith('Wygasają 3 dokumenty Twoich kierowców') &&
        text.includes(`- Zaświadczenie A1: ważny do ${formatDate(addDays(today, 10))} (zostało 10 dni).`)
      )
    })
    mails.assertNotSent(DocumentRemindersNotification, ({ message }) => message.hasTo(inactive.email))
    const [reminder] = await DocumentReminder.query().where('worker_document_id', a1.id)
    assert.containsSubset(reminder.serialize(), { stage: 'first', sentOn: today, companyId: company.id })
  })

  test('each stage once: a second run, the next day, then 7 days before, then the day after the end', async ({
    assert,
  }) => {
    const { contract } = await customerWithContract()
    const today = todayUtc()
    const worker = await createWorker(contract)
    const end = addDays(today, 10)
    await createDocument(worker, { category: 'A1', validUntil: end })
    const { mails } = mail.fake()

    const runs = []
    for (const day of [
      today,
      today,
      addDays(today, 1),
      addDays(end, -7),
      addDays(end, -6),
      addDays(end, 1),
    ]) {
      runs.push((await sendDocumentReminders({ today: day })).documents)
    }

    assert.deepEqual(runs, [1, 0, 0, 1, 0, 1])
    mails.assertSentCount(DocumentRemindersNotification, 3)
  })

  test('nothing for a document another one takes over, for a driver posted nowhere any more, or far ahead', async ({
    assert,
  }) => {
    const { company, contract } = await customerWithContract()
    const today = todayUtc()
    const renewed = await createWorker(contract)
    await createDocument(renewed, { category: 'A1', validUntil: addDays(today, 5) })
    await createDocument(renewed, { fileName: 'new A1.pdf', category: 'A1', validUntil: addDays(today, 300) })
    const expired = await createContract(company, { expired: true })
    const former = await createWorker(expired)
    await createDocument(former, { category: 'A1', validUntil: addDays(today, 5) })
    const later = await createWorker(contract)
    await createDocument(later, { category: 'A1', validUntil: addDays(today, 31) })
    const { mails } = mail.fake()

    const result = await sendDocumentReminders({ today })

    assert.deepEqual(result, { documents: 0, declarations: 0, companies: 0, emails: 0 })
    mails.assertNoneSent()
  })
})
