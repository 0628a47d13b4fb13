import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuthorityRequestStatus } from '@posted-workers/domain'
import type { DriverRetentionFacts } from '#services/privacy/retention'

const isoDay = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)

/** What the retention rules read of each driver (services/privacy/retention.ts), in three queries. */
export async function retentionFacts(driverIds: number[], trx?: TransactionClientContract) {
  const client = trx ?? db
  const facts = new Map<number, DriverRetentionFacts>()
  if (driverIds.length === 0) return facts
  const [drivers, postings, requests] = await Promise.all([
    client
      .from('drivers')
      .whereIn('id', driverIds)
      .select('id', 'created_at as createdAt', 'last_posting_ended_on as lastPostingEndedOn'),
    client
      .from('workers')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .whereIn('workers.driver_id', driverIds)
      .select('workers.driver_id as driverId', 'worker_contracts.end_date as endDate'),
    client
      .from('authority_request_drivers')
      .join('authority_requests', 'authority_requests.id', 'authority_request_drivers.authority_request_id')
      .whereIn('authority_request_drivers.driver_id', driverIds)
      .select(
        'authority_request_drivers.driver_id as driverId',
        'authority_requests.status',
        'authority_requests.closed_on as closedOn'
      ),
  ])
  for (const driver of drivers) {
    facts.set(driver.id, {
      addedOn: isoDay(driver.createdAt),
      lastPostingEndedOn: driver.lastPostingEndedOn,
      postingEnds: postings
        .filter((posting: { driverId: number }) => posting.driverId === driver.id)
        .map((posting: { endDate: string }) => posting.endDate),
      authorityRequests: requests
        .filter((request: { driverId: number }) => request.driverId === driver.id)
        .map((request: { status: AuthorityRequestStatus; closedOn: string | null }) => ({
          status: request.status,
          closedOn: request.closedOn,
        })),
    })
  }
  return facts
}
