import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type { AuthorityRequestKind, AuthorityRequestStatus } from '@posted-workers/domain'
import { DriverFactory } from '#database/factories/driver_factory'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { createCustomer } from '#tests/helpers/users'

export const ADMIN_BASE = '/en/api/admin/authorityRequests'

/** The company calls' path: `portalBase(1)` + '/3/upload'. */
export const portalBase = (companyId: number, lang = 'en') =>
  `/${lang}/api/eurofiscalis/company/${companyId}/authorityRequests`

/** A customer of a new company with two drivers on its roster. */
export async function customerWithDrivers() {
  const user = await createCustomer()
  const jan = await DriverFactory.merge({
    companyId: user.companyId!,
    firstName: 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
  }).create()
  const ewa = await DriverFactory.merge({
    companyId: user.companyId!,
    firstName: 'Ewa',
    lastName: 'Nowak',
    dateOfBirth: '1985-02-03',
  }).create()
  return { user, company: user.company, drivers: [jan, ewa] }
}

/** A request logged straight in the database: payslips and CMR for the drivers given, due in 30 days unless told. */
export async function createAuthorityRequest(
  company: Company | { id: number },
  driverIds: number[],
  options: {
    status?: AuthorityRequestStatus
    dueOn?: string
    kinds?: AuthorityRequestKind[]
    reference?: string
    countryCode?: string
  } = {}
) {
  const today = todayUtc()
  const [id] = await db.table('authority_requests').insert({
    company_id: company.id,
    country_code: options.countryCode ?? 'FR',
    authority: 'DREAL Grand Est',
    reference: options.reference ?? 'IMI-2026-0042',
    received_on: addDays(today, -26),
    due_on: options.dueOn ?? addDays(today, 30),
    status: options.status ?? 'open',
    created_at: new Date(),
    updated_at: new Date(),
  })
  const requestId = Number(id)
  await db
    .table('authority_request_drivers')
    .multiInsert(driverIds.map((driverId) => ({ authority_request_id: requestId, driver_id: driverId })))
  await db.table('authority_request_kinds').multiInsert(
    (options.kinds ?? ['PAYSLIPS', 'TRANSPORT_EVIDENCE']).map((kind) => ({
      authority_request_id: requestId,
      kind,
    }))
  )
  return requestId
}

/** A file already in a request (its bytes on the disk only when the test puts them there). */
export async function addAuthorityFile(
  requestId: number,
  fields: { kind: AuthorityRequestKind; driverId: number | null; fileName?: string; fileKey?: string }
) {
  const [id] = await db.table('authority_request_files').insert({
    authority_request_id: requestId,
    kind: fields.kind,
    driver_id: fields.driverId,
    file_key: fields.fileKey ?? `authority-requests/fixture-${Math.random().toString(36).slice(2)}`,
    file_name: fields.fileName ?? 'payslip.pdf',
    mime: 'application/pdf',
    size_bytes: 10,
    created_at: new Date(),
  })
  return Number(id)
}
