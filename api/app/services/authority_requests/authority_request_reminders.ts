import db from '@adonisjs/lucid/services/db'
import {
  AUTHORITY_REMINDER_STAGES,
  AUTHORITY_UPLOAD_STATUSES,
  dueAuthorityReminderStage,
  type AuthorityReminderStage,
} from '@posted-workers/domain'
import User from '#models/user'
import { queueMail } from '#services/mail/queue_mail'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { authorityRequestAnswers } from '#services/authority_requests/authority_request_rows'

/**
 * Claims a stage by inserting its row: the unique (request, stage) key lets one run only succeed, so a reminder is
 * never sent twice, even by two runs at once. A duplicate means already claimed.
 */
async function claim(requestId: number, companyId: number, stage: AuthorityReminderStage, today: string) {
  try {
    await db.table('authority_request_reminders').insert({
      authority_request_id: requestId,
      company_id: companyId,
      stage: String(stage),
      sent_on: today,
    })
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_DUP_ENTRY') return false
    throw error
  }
}

/**
 * The day's reminders of inspectors' requests (ARCHITECTURE.md, reminders): for each request still taking files,
 * due within 14 days, with something missing, the stage due today (domain's dueAuthorityReminderStage: 14, 7, 2 days
 * before), claimed once; then one e-mail per company and active user listing the requests claimed that day, built by
 * the mail job in the user's language. Run again, it claims and sends nothing.
 */
export async function sendAuthorityRequestReminders(options: { today?: string; requestId?: string } = {}) {
  const today = options.today ?? todayUtc()
  const candidates = await db
    .from('authority_requests')
    .whereIn('status', [...AUTHORITY_UPLOAD_STATUSES])
    .whereBetween('due_on', [today, addDays(today, Math.max(...AUTHORITY_REMINDER_STAGES))])
    .select('id')
  const requests = await authorityRequestAnswers(
    candidates.map((row) => Number(row.id)),
    today
  )
  const companies = new Set<number>()
  let claimed = 0
  for (const request of requests) {
    const stage = dueAuthorityReminderStage({ ...request, missingCount: request.missing.length }, today)
    if (stage && (await claim(request.id, request.companyId, stage, today))) {
      companies.add(request.companyId)
      claimed++
    }
  }
  let emails = 0
  for (const companyId of companies) {
    const users = await User.query().where('company_id', companyId).where('is_active', true)
    for (const user of users) {
      await queueMail(
        { mail: 'authorityRequestReminders', companyId, userId: user.id, sentOn: today },
        options.requestId
      )
      emails++
    }
  }
  return { requests: claimed, companies: companies.size, emails }
}
