import db from '@adonisjs/lucid/services/db'
import {
  dueDeclarationStage,
  DECLARATION_REMINDER_DAYS,
  type DeclarationReminderStage,
  type DeclarationStatus,
} from '@posted-workers/domain'
import DeclarationReminder from '#models/declaration_reminder'
import { addDays } from '#services/contracts/contract_term'

/** The claim of one declaration's stage: the unique (declaration, stage) key lets one run only succeed. */
async function claim(
  declarationId: number,
  stage: DeclarationReminderStage,
  companyId: number,
  today: string
) {
  try {
    await DeclarationReminder.create({ postingDeclarationId: declarationId, stage, companyId, sentOn: today })
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_DUP_ENTRY') return false
    throw error
  }
}

const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)

/**
 * The day's declaration reminders (14 and 3 days before a submitted declaration ends, domain's dueDeclarationStage),
 * each claimed once; the companies concerned, whose users get them in the day's document reminders e-mail.
 */
export async function claimDeclarationReminders(today: string) {
  const rows: Record<string, unknown>[] = await db
    .from('posting_declarations')
    .where('status', 'submitted')
    .whereBetween('end_date', [today, addDays(today, DECLARATION_REMINDER_DAYS.first)])
    .select('id', 'worker_id', 'company_id', 'country_code', 'status', 'start_date', 'end_date')
  const workerIds = [...new Set(rows.map((row) => Number(row.worker_id)))]
  const siblings: Record<string, unknown>[] =
    workerIds.length === 0
      ? []
      : await db
          .from('posting_declarations')
          .whereIn('worker_id', workerIds)
          .where('status', 'submitted')
          .select('id', 'worker_id', 'country_code', 'status', 'start_date', 'end_date')
  const plain = (row: Record<string, unknown>) => ({
    id: Number(row.id),
    workerId: Number(row.worker_id),
    status: row.status as DeclarationStatus,
    countryCode: String(row.country_code),
    startDate: day(row.start_date),
    endDate: day(row.end_date),
  })
  const others = siblings.map(plain)
  const companies = new Set<number>()
  let claimed = 0
  for (const row of rows) {
    const declaration = plain(row)
    const stage = dueDeclarationStage(
      declaration,
      others.filter((other) => other.workerId === declaration.workerId && other.id !== declaration.id),
      today
    )
    if (stage && (await claim(declaration.id, stage, Number(row.company_id), today))) {
      companies.add(Number(row.company_id))
      claimed++
    }
  }
  return { companies, claimed }
}

/** The declaration reminders a company's e-mail of `sentOn` lists, by driver. */
export function declarationClaims(companyId: number, sentOn: string) {
  return db
    .from('declaration_reminders')
    .join('posting_declarations', 'posting_declarations.id', 'declaration_reminders.posting_declaration_id')
    .join('workers', 'workers.id', 'posting_declarations.worker_id')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .where('declaration_reminders.company_id', companyId)
    .where('declaration_reminders.sent_on', sentOn)
    .where('posting_declarations.status', 'submitted')
    .orderBy('drivers.identity_key')
    .select(
      'drivers.id as driverId',
      'drivers.first_name as firstName',
      'drivers.last_name as lastName',
      'posting_declarations.country_code as countryCode',
      'posting_declarations.end_date as endDate'
    ) as Promise<
    { driverId: number; firstName: string; lastName: string; countryCode: string; endDate: unknown }[]
  >
}
