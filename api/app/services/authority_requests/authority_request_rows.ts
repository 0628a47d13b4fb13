import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  daysBetween,
  isAuthorityRequestOverdue,
  missingAuthorityItems,
  type AuthorityRequestAnswer,
  type AuthorityRequestKind,
  type AuthorityRequestStatus,
} from '@posted-workers/domain'
import { NotFoundException } from '#exceptions/not_found_exception'

/** A request's own row, as read by the list, the portal and the actions. */
export interface AuthorityRequestRow {
  id: number
  companyId: number
  companyName: string
  countryCode: string
  authority: string
  reference: string
  receivedOn: string
  dueOn: string
  periodStart: string | null
  periodEnd: string | null
  status: AuthorityRequestStatus
  notes: string | null
  createdAt: Date
  updatedAt: Date
}

export const REQUEST_COLUMNS = [
  'authority_requests.id',
  'authority_requests.company_id as companyId',
  'companies.name as companyName',
  'authority_requests.country_code as countryCode',
  'authority_requests.authority',
  'authority_requests.reference',
  'authority_requests.received_on as receivedOn',
  'authority_requests.due_on as dueOn',
  'authority_requests.period_start as periodStart',
  'authority_requests.period_end as periodEnd',
  'authority_requests.status',
  'authority_requests.notes',
  'authority_requests.created_at as createdAt',
  'authority_requests.updated_at as updatedAt',
]

export interface AuthorityFileRow {
  id: number
  requestId: number
  kind: AuthorityRequestKind
  driverId: number | null
  fileKey: string
  fileName: string
  mime: string
  sizeBytes: number
  createdAt: Date
}

/** What a request holds beside its row: its drivers, the kinds asked, its files. */
export interface AuthorityRequestParts {
  drivers: {
    requestId: number
    id: number
    firstName: string
    lastName: string
    dateOfBirth: string | null
  }[]
  kinds: { requestId: number; kind: AuthorityRequestKind }[]
  files: AuthorityFileRow[]
}

/** The drivers, kinds and files of these requests, in one query each. */
export async function requestParts(
  ids: number[],
  client: QueryClientContract = db.connection()
): Promise<AuthorityRequestParts> {
  if (ids.length === 0) return { drivers: [], kinds: [], files: [] }
  const [drivers, kinds, files] = await Promise.all([
    client
      .from('authority_request_drivers')
      .join('drivers', 'drivers.id', 'authority_request_drivers.driver_id')
      .whereIn('authority_request_drivers.authority_request_id', ids)
      .orderBy('drivers.identity_key')
      .select(
        'authority_request_drivers.authority_request_id as requestId',
        'drivers.id',
        'drivers.first_name as firstName',
        'drivers.last_name as lastName',
        'drivers.date_of_birth as dateOfBirth'
      ),
    client
      .from('authority_request_kinds')
      .whereIn('authority_request_id', ids)
      .select('authority_request_id as requestId', 'kind'),
    client
      .from('authority_request_files')
      .whereIn('authority_request_id', ids)
      .orderBy('id')
      .select(
        'id',
        'authority_request_id as requestId',
        'kind',
        'driver_id as driverId',
        'file_key as fileKey',
        'file_name as fileName',
        'mime',
        'size_bytes as sizeBytes',
        'created_at as createdAt'
      ),
  ])
  return { drivers, kinds, files } as AuthorityRequestParts
}

const instant = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The answer of one request, from its row and parts (of several requests: its own are picked). */
export function presentAuthorityRequest(
  row: AuthorityRequestRow,
  parts: AuthorityRequestParts,
  today: string
): AuthorityRequestAnswer {
  const drivers = parts.drivers.filter((driver) => driver.requestId === row.id)
  const kinds = parts.kinds.filter((kind) => kind.requestId === row.id).map((kind) => kind.kind)
  const files = parts.files.filter((file) => file.requestId === row.id)
  const driverIds = drivers.map((driver) => driver.id)
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    countryCode: row.countryCode,
    authority: row.authority,
    reference: row.reference,
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    notes: row.notes,
    driverIds,
    drivers: drivers.map((driver) => ({
      id: driver.id,
      name: `${driver.firstName} ${driver.lastName}`,
      dateOfBirth: driver.dateOfBirth,
    })),
    kinds,
    files: files.map((file) => ({
      id: file.id,
      kind: file.kind,
      driverId: file.driverId,
      fileName: file.fileName,
      mime: file.mime,
      sizeBytes: Number(file.sizeBytes),
      uploadedAt: instant(file.createdAt),
    })),
    missing: missingAuthorityItems(kinds, driverIds, files),
    overdue: isAuthorityRequestOverdue(row, today),
    daysLeft: daysBetween(today, row.dueOn),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  }
}

/** The rows of these requests, in the order of `ids`. */
export async function requestRows(ids: number[], client: QueryClientContract = db.connection()) {
  if (ids.length === 0) return []
  const rows = (await client
    .from('authority_requests')
    .join('companies', 'companies.id', 'authority_requests.company_id')
    .whereIn('authority_requests.id', ids)
    .select(REQUEST_COLUMNS)) as AuthorityRequestRow[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** These requests as answers, in the order of `ids`. */
export async function authorityRequestAnswers(ids: number[], today: string) {
  const [rows, parts] = await Promise.all([requestRows(ids), requestParts(ids)])
  return rows.map((row) => presentAuthorityRequest(row, parts, today))
}

/** One request as its answer; 404 when it does not exist or (with `companyId`) belongs to another company. */
export async function authorityRequestAnswer(id: unknown, today: string, companyId?: number) {
  const number = Number(id)
  const [answer] = Number.isSafeInteger(number) ? await authorityRequestAnswers([number], today) : []
  if (!answer || (companyId !== undefined && answer.companyId !== companyId)) throw new NotFoundException()
  return answer
}
