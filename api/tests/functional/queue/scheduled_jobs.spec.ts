import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import ContractReminderNotification from '#mails/contract_reminder_notification'
import SendContractReminders from '../../../commands/send_contract_reminders.js'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { addDays, CONTRACT_DAYS, todayUtc } from '#services/contracts/contract_term'
import jobs from '#services/queue/main'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import { jobCount, queueOnRedis, waitUntil } from '#tests/helpers/queue'
import { fakeDriveAndRestoreMail } from '#tests/helpers/mail'

test.group('Queue | scheduled jobs on Redis', (group) => {
  isolateEachTest(group)
  fakeDriveAndRestoreMail(group)
  queueOnRedis(group)

  test('the reminder run claims the reminder and queues one e-mail per user; the command says so', async ({
    assert,
  }) => {
    const company = await CompanyFactory.create()
    const users = [await createCustomer({ company }), await createCustomer({ company })]
    const country = await RepresentativeCountryFactory.create()
    const endDate = addDays(todayUtc(), 6)
    const contract = await WorkerContractFactory.merge({
      companyId: company.id,
      representativeCountryId: country.id,
      startDate: addDays(endDate, 1 - CONTRACT_DAYS),
      endDate,
    }).create()
    const { mails } = mail.fake()
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')

    const command = await ace.create(SendContractReminders, [])
    await command.exec()

    command.assertLog('[ blue(info) ] Contract reminders: 2 e-mails queued for 1 contracts')
    mails.assertNoneSent()
    const queued = await jobs.producer().getJobs(['waiting'])
    assert.sameDeepMembers(
      queued.map((job) => job.data),
      users.map((user) => ({
        mail: 'contractReminder',
        workerContractId: contract.id,
        userId: user.id,
        daysLeft: 7,
      }))
    )
    await jobs.start()
    await waitUntil(async () => (await jobCount('completed')) === 2)
    mails.assertSentCount(ContractReminderNotification, 2)
  })

  test('the VAT re-check runs as a job and keeps its report', async ({ assert }) => {
    await jobs.start()
    await jobs.dispatch('recheck-vat', {})
    await waitUntil(async () => (await jobCount('completed')) === 1)

    const [job] = await jobs.producer().getJobs(['completed'])
    assert.equal(job.name, 'recheck-vat')
    assert.deepEqual(job.returnvalue, { valid: [], invalid: [], unverified: [] })
  })
})
