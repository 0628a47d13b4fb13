import { DateTime } from 'luxon'
import ContractReminder from '#models/contract_reminder'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import { queueMail } from '#services/mail/queue_mail'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { dueReminderEmail, REMINDER_EMAIL_DAYS } from '#services/contracts/reminders'

/**
 * Claims a reminder by inserting its row: the unique (contract, days) key lets one run only succeed, so a
 * reminder is never sent twice, even by two runs at once on two machines. A duplicate means already claimed.
 */
async function claimReminder(workerContractId: number, daysBefore: number) {
  try {
    await ContractReminder.create({ workerContractId, daysBefore, sentAt: DateTime.utc() })
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_DUP_ENTRY') return false
    throw error
  }
}

/**
 * E-mails the active users of each company whose active contract, not renewed, reaches a reminder day today
 * (30, 14, 7 or 1 days left). Claimed before its e-mails are asked for, one send-mail job per user: a run that
 * runs again, here or in another process, finds it claimed; a send that fails is retried by the queue (when there is
 * one), never the claim.
 */
export async function sendContractReminders(options: { today?: string; requestId?: string } = {}) {
  const today = options.today ?? todayUtc()
  const latestReminderEnd = addDays(today, Math.max(...REMINDER_EMAIL_DAYS) - 1)
  const candidates = await WorkerContract.query()
    .where('start_date', '<=', today)
    .whereBetween('end_date', [today, latestReminderEnd])
    .orderBy('id')

  let contracts = 0
  let emails = 0
  for (const contract of candidates) {
    const daysLeft = dueReminderEmail(contract, today, contract.renewedByContractId !== null)
    if (daysLeft === null || !(await claimReminder(contract.id, daysLeft))) continue

    const users = await User.query().where('company_id', contract.companyId).where('is_active', true)
    for (const user of users) {
      await queueMail(
        { mail: 'contractReminder', workerContractId: contract.id, userId: user.id, daysLeft },
        options.requestId
      )
      emails++
    }
    contracts++
  }
  return { contracts, emails }
}
