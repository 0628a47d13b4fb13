import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { updateEveryContract } from '#services/contracts/contract_batches'

/** A contract of one company and one country, as the renewal link reads it. */
export interface LinkedContract {
  id: number
  startDate: string
  endDate: string
  renewedByContractId: number | null
}

/**
 * Which contract renews each one: the first contract of the same company and country (by start date, then id) that
 * starts after it ends, or null. A pure rule over one company's contracts in one country; the lists and exports read
 * its outcome from `worker_contracts.renewed_by_contract_id` instead of probing for a later contract per row.
 */
export function renewalLinks(contracts: readonly Omit<LinkedContract, 'renewedByContractId'>[]) {
  const byStart = [...contracts].sort((a, b) =>
    a.startDate === b.startDate ? a.id - b.id : a.startDate < b.startDate ? -1 : 1
  )
  const links = new Map<number, number | null>()
  for (const contract of contracts) {
    links.set(contract.id, byStart.find((later) => later.startDate > contract.endDate)?.id ?? null)
  }
  return links
}

/**
 * Stores the renewal links of a company's contracts in a country, after one of them was created or changed: a few
 * rows read on one index, and an update only where a link changed.
 */
export async function storeRenewalLinks(
  companyId: number,
  representativeCountryId: number,
  client: QueryClientContract = db.connection()
) {
  const contracts: LinkedContract[] = await client
    .from('worker_contracts')
    .where('company_id', companyId)
    .where('representative_country_id', representativeCountryId)
    .select(
      'id',
      'start_date as startDate',
      'end_date as endDate',
      'renewed_by_contract_id as renewedByContractId'
    )
  const links = renewalLinks(contracts)
  for (const contract of contracts) {
    const link = links.get(contract.id) ?? null
    if (link !== contract.renewedByContractId) {
      await client.from('worker_contracts').where('id', contract.id).update({ renewed_by_contract_id: link })
    }
  }
}

/**
 * The same links for every contract with an id in [fromId, toId], in one statement. The derived table holds a subquery in its select list, so MySQL and MariaDB
 * materialise it rather than read the table being updated.
 */
const BACKFILL_RENEWAL_LINKS_SQL = `UPDATE worker_contracts AS contract
  JOIN (
    SELECT earlier.id,
      (SELECT later.id FROM worker_contracts AS later
        WHERE later.company_id = earlier.company_id
          AND later.representative_country_id = earlier.representative_country_id
          AND later.start_date > earlier.end_date
        ORDER BY later.start_date, later.id LIMIT 1) AS renewed_by
    FROM worker_contracts AS earlier
    WHERE earlier.id BETWEEN ? AND ?
  ) AS link ON link.id = contract.id
  SET contract.renewed_by_contract_id = link.renewed_by`

/**
 * Stores every contract's renewal link (updateEveryContract): the migration that added the links, and
 * `node ace contracts:store-links` after contracts were written without the api (the benchmark's loader).
 */
export function linkEveryContract(client: QueryClientContract = db.connection()) {
  return updateEveryContract(client, BACKFILL_RENEWAL_LINKS_SQL)
}
