import { presentDriverDetails } from '#services/declarations/declaration_presenter'
import db from '@adonisjs/lucid/services/db'
import type { DriversAnswer, ReadinessState } from '@posted-workers/domain'
import Driver from '#models/driver'
import WorkerDocument from '#models/worker_document'
import { foldText } from '#services/text/fold'
import { containsPattern } from '#services/http/list_query'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { refreshStale } from '#services/drivers/posting_readiness'
import { jsonList } from '#services/drivers/posting_rows'
import { presentDocument } from '#services/presenters/worker_presenter'
import { identified } from '#services/privacy/identified'

export const ROSTER_PAGE = { default: 25 }

export interface RosterQuery {
  filter: string
  /** One driver only (the link of a reminder e-mail), or null. */
  driverId: number | null
  /** Drivers with a posting of a running or scheduled contract in this state. */
  readiness: ReadinessState | null
  page: number
  perPage: number
}

/**
 * A page of the company's roster, by last then first name (the filter ignores case and accents), each driver with
 * every posting (its country, its contract's dates and state, its readiness) and the documents of the person.
 * A page reads four queries whatever its size.
 */
export async function companyRoster(
  companyId: number,
  query: RosterQuery,
  lang: string
): Promise<DriversAnswer> {
  const today = todayUtc()
  await refreshStale({ companyId }, undefined, today)
  // An erased driver has left the roster (services/privacy/erase_driver.ts).
  const drivers = Driver.query().where('company_id', companyId).whereNull('erased_at')
  if (query.filter) drivers.where('search_name', 'like', containsPattern(foldText(query.filter)))
  if (query.driverId !== null) drivers.where('id', query.driverId)
  if (query.readiness) {
    drivers.whereIn('id', (postings) =>
      postings
        .from('workers')
        .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
        .where('workers.company_id', companyId)
        .where('worker_contracts.end_date', '>=', today)
        .where('workers.readiness', query.readiness!)
        .select('workers.driver_id')
    )
  }
  // The folded identity sorts by last name, then first name, whatever the collation makes of Ł or Ż.
  const page = await drivers.orderBy('identity_key').orderBy('id').paginate(query.page, query.perPage)
  const ids = page.all().map((driver) => driver.id)
  const [postings, documents] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .from('workers')
          .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
          .join(
            'representative_countries',
            'representative_countries.id',
            'worker_contracts.representative_country_id'
          )
          .whereIn('workers.driver_id', ids)
          .orderBy('worker_contracts.start_date', 'desc')
          .orderBy('workers.id', 'desc')
          .select(
            'workers.id as workerId',
            'workers.driver_id as driverId',
            'workers.worker_contract_id as contractId',
            'representative_countries.code as countryCode',
            'representative_countries.is_mobility_package as isMobilityPackage',
            'worker_contracts.start_date as startDate',
            'worker_contracts.end_date as endDate',
            'workers.readiness',
            'workers.readiness_missing as missing',
            'workers.readiness_expiring as expiring',
            'workers.not_ready_since as notReadySince'
          ),
    ids.length === 0
      ? []
      : WorkerDocument.query()
          .whereIn('driver_id', ids)
          .whereNull('worker_id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
  ])
  return {
    drivers: page
      .all()
      .map(identified)
      .map((driver) => ({
        id: driver.id,
        civility: driver.civility,
        firstName: driver.firstName,
        lastName: driver.lastName,
        dateOfBirth: driver.dateOfBirth,
        cityOfBirth: driver.cityOfBirth,
        countryCodeOfBirth: driver.countryCodeOfBirth,
        countryCodeOfNationality: driver.countryCodeOfNationality,
        details: presentDriverDetails(driver),
        postings: postings
          .filter((posting) => posting.driverId === driver.id)
          .map((posting) => ({
            workerId: posting.workerId,
            contractId: posting.contractId,
            countryCode: posting.countryCode,
            isMobilityPackage: Boolean(posting.isMobilityPackage),
            contractState: contractState(posting, today),
            startDate: posting.startDate,
            endDate: posting.endDate,
            readiness: posting.readiness,
            missing: jsonList(posting.missing),
            expiring: jsonList(posting.expiring),
            notReadySince: posting.notReadySince,
          })),
        documents: documents
          .filter((document) => document.driverId === driver.id)
          .map((document) => presentDocument(document, lang, companyId)),
      })),
    total: page.total,
    page: page.currentPage,
    perPage: page.perPage,
  }
}
