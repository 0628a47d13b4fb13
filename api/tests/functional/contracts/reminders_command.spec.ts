import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import ContractReminder from '#models/contract_reminder'
import ContractReminderNotification from '#mails/contract_reminder_notification'
import SendContractReminders from '../../../commands/send_contract_reminders.js'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import { addDays, CONTRACT_DAYS, todayUtc } from '#services/contracts/contract_term'
import { formatDate } from '#services/billing/format'

async function runCommand() {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(SendContractReminders, [])
  await command.exec()
  return command
}

/** A contract of the company with `daysLeft` remaining days today (today counted). */
async function contractEndingIn(
  companyId: number,
  daysLeft: number,
  country?: { id: number },
  mobilityPackage = false
) {
  const countryId =
    country?.id ??
    (await RepresentativeCountryFactory.merge({ isMobilityPackage: mobilityPackage }).create()).id
  const endDate = addDays(todayUtc(), daysLeft - 1)
  return WorkerContractFactory.merge({
    companyId,
    representativeCountryId: countryId,
    startDate: addDays(endDate, 1 - CONTRACT_DAYS),
    endDate,
  }).create()
}

async function remindedCount(contractId: number) {
  return (await ContractReminder.query().where('worker_contract_id', contractId)).length
}

test.group('Contracts | contracts:send-reminders', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test('a contract ending in 7 days e-mails every active user in their language', async ({ assert }) => {
    const company = await CompanyFactory.create()
    const polish = await createCustomer({ company, user: { locale: 'pl' } })
    const french = await createCustomer({ company, user: { locale: 'fr' } })
    const inactive = await createCustomer({ company, user: { isActive: false } })
    const contract = await contractEndingIn(company.id, 7, undefined, true)
    const { mails } = mail.fake()

    const command = await runCommand()

    command.assertSucceeded()
    command.assertLog('[ blue(info) ] Contract reminders: 2 e-mails sent for 1 contracts')
    mails.assertSentCount(ContractReminderNotification, 2)
    const end = formatDate(contract.endDate)
    await contract.load('representativeCountry')
    const renewLink = `home?renew=${contract.representativeCountry.code}`
    mails.assertSent(ContractReminderNotification, ({ message }) => {
      const { subject, text } = message.toJSON().message as { subject: string; text: string }
      return (
        message.hasTo(polish.email) &&
        subject === 'Twoje przedstawicielstwo (Pakiet Mobilności UE) kończy się za 7 dni' &&
        text.includes(`kończy się ${end}: pozostało 7 dni`) &&
        text.includes(`/pl/${renewLink}`)
      )
    })
    mails.assertSent(ContractReminderNotification, ({ message }) => {
      const { subject, text } = message.toJSON().message as { subject: string; text: string }
      return (
        message.hasTo(french.email) &&
        subject === 'Votre représentation pour Paquet Mobilité UE se termine dans 7 jours' &&
        text.includes(`se termine le ${end} : il reste 7 jours`) &&
        text.includes(`/fr/${renewLink}`)
      )
    })
    mails.assertNotSent(ContractReminderNotification, ({ message }) => message.hasTo(inactive.email))
    const [reminder] = await ContractReminder.query().where('worker_contract_id', contract.id)
    assert.equal(reminder.daysBefore, 7)
  })

  test('names a country in the user language', async () => {
    const company = await CompanyFactory.create()
    const user = await createCustomer({ company, user: { locale: 'en' } })
    const country = await RepresentativeCountryFactory.merge({ code: 'DE', name: 'Germany' }).create()
    await contractEndingIn(company.id, 30, country)
    const { mails } = mail.fake()

    await runCommand()

    mails.assertSent(ContractReminderNotification, ({ message }) => {
      const { subject } = message.toJSON().message as { subject: string }
      return message.hasTo(user.email) && subject === 'Your representation for Germany ends in 30 days'
    })
  })

  test('nothing for a contract ending in 8 days, nor for one already renewed', async ({ assert }) => {
    const company = await CompanyFactory.create()
    await createCustomer({ company })
    const eight = await contractEndingIn(company.id, 8)
    const renewed = await contractEndingIn(company.id, 7)
    await WorkerContractFactory.merge({
      companyId: company.id,
      representativeCountryId: renewed.representativeCountryId,
      startDate: addDays(renewed.endDate, 1),
    }).create()
    const { mails } = mail.fake()

    const command = await runCommand()

    command.assertLog('[ blue(info) ] Contract reminders: 0 e-mails sent for 0 contracts')
    mails.assertNoneSent()
    assert.equal(await remindedCount(eight.id), 0)
    assert.equal(await remindedCount(renewed.id), 0)
  })

  test('run twice, one after the other or at once, a reminder is sent once', async ({ assert }) => {
    const company = await CompanyFactory.create()
    await createCustomer({ company })
    const contract = await contractEndingIn(company.id, 1)
    const { mails } = mail.fake()

    const [first, second] = await Promise.all([runCommand(), runCommand()])
    const third = await runCommand()

    first.assertSucceeded()
    second.assertSucceeded()
    third.assertLog('[ blue(info) ] Contract reminders: 0 e-mails sent for 0 contracts')
    mails.assertSentCount(ContractReminderNotification, 1)
    assert.equal(await remindedCount(contract.id), 1)
  })
})
