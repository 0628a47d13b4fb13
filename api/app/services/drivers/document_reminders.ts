import db from '@adonisjs/lucid/services/db'
import { dueReminderStage, type DocumentReminderStage } from '@posted-workers/domain'
import DocumentReminder from '#models/document_reminder'
import User from '#models/user'
import { queueMail } from '#services/mail/queue_mail'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { claimDeclarationReminders } from '#services/declarations/declaration_reminders'
import { byDriver, placedDocuments, type PlacedDocumentRow } from '#services/drivers/posting_documents'

/** How far ahead a document's first reminder may fall (a tachograph card's: 30 days before 15 working days). */
const LOOK_AHEAD_DAYS = 70
/** How long after its end an ended document is still announced (domain's ENDED_REMINDER_DAYS, and a margin). */
const LOOK_BACK_DAYS = 8

/**
 * Claims a reminder by inserting its row: the unique (document, stage) key lets one run only succeed, so a reminder
 * is never sent twice, even by two runs at once in two processes. A duplicate means already claimed.
 */
async function claim(
  document: PlacedDocumentRow,
  stage: DocumentReminderStage,
  companyId: number,
  today: string
) {
  try {
    await DocumentReminder.create({ workerDocumentId: document.id, stage, companyId, sentOn: today })
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_DUP_ENTRY') return false
    throw error
  }
}

/**
 * The day's document reminders (ARCHITECTURE.md, reminders): for each document of a driver posted on a running or
 * scheduled contract whose reminder stage falls due today (domain's dueReminderStage: 30 and 7 days before its end,
 * the day after it), claimed once, and those of posting declarations (14 and 3 days before they end); then one e-mail per company and active user listing every driver concerned,
 * built by the mail job from the day's claims, in the user's language. A run that runs again, here or in another
 * process, claims nothing and sends nothing.
 */
export async function sendDocumentReminders(options: { today?: string; requestId?: string } = {}) {
  const today = options.today ?? todayUtc()
  const candidates: { id: number; driverId: number; companyId: number }[] = await db
    .from('worker_documents')
    .join('drivers', 'drivers.id', 'worker_documents.driver_id')
    .whereBetween('worker_documents.valid_until', [
      addDays(today, -LOOK_BACK_DAYS),
      addDays(today, LOOK_AHEAD_DAYS),
    ])
    .whereExists((live) =>
      live
        .from('workers')
        .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
        .whereColumn('workers.driver_id', 'worker_documents.driver_id')
        .where('worker_contracts.end_date', '>=', today)
    )
    .select(
      'worker_documents.id',
      'worker_documents.driver_id as driverId',
      'drivers.company_id as companyId'
    )
  const wanted = new Set(candidates.map((candidate) => candidate.id))
  const companyOf = new Map(candidates.map((candidate) => [candidate.driverId, candidate.companyId]))
  const documents = byDriver(await placedDocuments([...companyOf.keys()]))

  const companies = new Set<number>()
  let claimed = 0
  for (const [driverId, held] of documents) {
    for (const document of held) {
      if (!wanted.has(document.id)) continue
      // Another document of the same kind, for the person or for the same country's postings, may take over.
      const others = held.filter(
        (other) =>
          other.category === document.category &&
          (document.workerId === null ? other.workerId === null : other.countryId === document.countryId)
      )
      const stage = dueReminderStage(document, others, today)
      const companyId = companyOf.get(driverId)!
      if (stage && (await claim(document, stage, companyId, today))) {
        companies.add(companyId)
        claimed++
      }
    }
  }

  // The declarations ending in 14 or 3 days go in the same e-mail of the day.
  const declarations = await claimDeclarationReminders(today)
  for (const companyId of declarations.companies) companies.add(companyId)

  let emails = 0
  for (const companyId of companies) {
    const users = await User.query().where('company_id', companyId).where('is_active', true)
    for (const user of users) {
      await queueMail(
        { mail: 'documentReminders', companyId, userId: user.id, sentOn: today },
        options.requestId
      )
      emails++
    }
  }
  return { documents: claimed, declarations: declarations.claimed, companies: companies.size, emails }
}
