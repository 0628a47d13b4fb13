import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import Company from '#models/company'
import type VatChecker from '#services/vat/vat_checker'
import type { VatCheckStatus } from '#enums/company'
import { storeCompanyVatCheck } from '#services/vat/store_company_vat_check'

/** A company's unverified number is tried again at most this often, whichever process runs the job. */
export const RECHECK_INTERVAL = { hours: 1 }

export type RecheckReport = Record<VatCheckStatus, number[]>

function dueForRecheck(query: ChainableContract, cutoff: Date) {
  query
    .where('vat_status', 'unverified')
    .where((due) => due.whereNull('vat_checked_at').orWhere('vat_checked_at', '<', cutoff))
}

/**
 * Claims a company for this run by stamping vat_checked_at. The UPDATE matches only while the number is still due,
 * so when two runs overlap (two servers, or a run still going an hour later) each company goes to one of them.
 */
async function claim(companyId: number, now: DateTime, cutoff: Date) {
  const affected: unknown = await db
    .from('companies')
    .where('id', companyId)
    .where((query) => dueForRecheck(query, cutoff))
    .update({ vat_checked_at: now.toJSDate() })
  return Number(Array.isArray(affected) ? affected[0] : affected) === 1
}

/**
 * Re-checks the companies whose number was accepted as unverified during a VIES outage, oldest attempt first,
 * and keeps the outcome: valid (with its proof), invalid (flagged to admins in the audit log), or still unverified
 * (tried again after RECHECK_INTERVAL).
 */
export async function recheckUnverifiedCompanies(
  checker: VatChecker,
  options: { limit: number; now?: DateTime }
): Promise<RecheckReport> {
  const now = options.now ?? DateTime.utc()
  const cutoff = now.minus(RECHECK_INTERVAL).toJSDate()
  const due = await Company.query()
    .where((query) => dueForRecheck(query, cutoff))
    .orderBy('vat_checked_at', 'asc')
    .orderBy('id', 'asc')
    .limit(options.limit)

  const report: RecheckReport = { valid: [], invalid: [], unverified: [] }
  for (const company of due) {
    if (!(await claim(company.id, now, cutoff))) continue
    const result = await checker.check(null, company.vatNumber)
    if ((await storeCompanyVatCheck(company.id, result, { userId: null })) !== null) {
      report[result.status].push(company.id)
    }
  }
  return report
}
