import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import {
  authorityDueOn,
  canMoveAuthorityRequest,
  isoDate,
  type AuthorityRequestKind,
  type AuthorityRequestStatus,
} from '@posted-workers/domain'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { todayUtc } from '#services/contracts/contract_term'
import {
  requestParts,
  requestRows,
  type AuthorityRequestRow,
} from '#services/authority_requests/authority_request_rows'
import type { authorityRequestValidator } from '#validators/authority_request'

export type AuthorityRequestInput = Infer<typeof authorityRequestValidator>

const refused = (key: string, field: string) =>
  new BusinessException(`authority_requests.${key}`, { status: 422, field })

/** What the audit log keeps of a request. */
function snapshot(
  row: Omit<AuthorityRequestRow, 'id' | 'companyId' | 'companyName' | 'createdAt' | 'updatedAt'>,
  parts: { driverIds: number[]; kinds: AuthorityRequestKind[] }
) {
  return {
    countryCode: row.countryCode,
    authority: row.authority,
    reference: row.reference,
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    authorityStatus: row.status,
    notes: row.notes,
    driverIds: [...parts.driverIds].sort((a, b) => a - b),
    authorityKinds: [...parts.kinds].sort(),
  }
}

/**
 * Logs an inspector's request (`id` null) or changes one, with its drivers and the kinds asked, in one audited
 * transaction. The drivers are of the request's company, which does not change once logged; a driver whose files
 * are in the request stays in it; the status moves only as the domain's table allows (closed is final).
 */
export default class SaveAuthorityRequest {
  async handle(actor: AuditActor, id: number | null, input: AuthorityRequestInput) {
    const day = (date: Date | null | undefined) => (date ? isoDate(date) : null)
    const dueOn = day(input.dueOn) ?? authorityDueOn(input.receivedOn)
    if (dueOn < input.receivedOn) throw refused('dueBeforeReceived', 'dueOn')
    const periodStart = day(input.periodStart)
    const periodEnd = day(input.periodEnd)
    if (periodStart && periodEnd && periodEnd < periodStart) throw refused('periodOrder', 'periodEnd')
    const kinds = input.kinds as AuthorityRequestKind[]

    return db.transaction(async (trx) => {
      const company = await trx.from('companies').where('id', input.companyId).select('id').first()
      if (!company) throw refused('unknownCompany', 'companyId')
      const drivers = await trx
        .from('drivers')
        .whereIn('id', input.driverIds)
        .where('company_id', input.companyId)
        .whereNull('erased_at')
        .count('* as total')
      if (Number(drivers[0].total) !== input.driverIds.length)
        throw refused('driverOfAnotherCompany', 'driverIds')

      const fields = {
        countryCode: input.countryCode,
        authority: input.authority,
        reference: input.reference,
        receivedOn: input.receivedOn,
        dueOn,
        periodStart,
        periodEnd,
        status: (input.status ?? 'open') as AuthorityRequestStatus,
        notes: input.notes || null,
      }
      const columns = {
        country_code: fields.countryCode,
        authority: fields.authority,
        reference: fields.reference,
        received_on: fields.receivedOn,
        due_on: fields.dueOn,
        period_start: fields.periodStart,
        period_end: fields.periodEnd,
        status: fields.status,
        notes: fields.notes,
        updated_at: new Date(),
      }
      const after = snapshot(fields, { driverIds: input.driverIds, kinds })

      if (id === null) {
        const [created] = await trx.table('authority_requests').insert({
          ...columns,
          company_id: input.companyId,
          created_at: new Date(),
          closed_on: fields.status === 'closed' ? todayUtc() : null,
        })
        const requestId = Number(created)
        await this.#replaceParts(trx, requestId, input.driverIds, kinds)
        await recordAudit(
          {
            userId: actor.userId,
            ip: actor.ip,
            action: 'authorityRequest.create',
            subjectType: 'authority_request',
            subjectId: requestId,
            payload: { companyId: input.companyId, after },
          },
          trx
        )
        return requestId
      }

      await trx.from('authority_requests').where('id', id).forUpdate().select('id')
      const [row] = await requestRows([id], trx)
      if (!row) throw new NotFoundException()
      if (row.companyId !== input.companyId) throw refused('companyFixed', 'companyId')
      if (!canMoveAuthorityRequest(row.status, fields.status)) throw refused('statusMove', 'status')
      const parts = await requestParts([id], trx)
      const filedDrivers = parts.files.flatMap((file) => (file.driverId === null ? [] : [file.driverId]))
      if (filedDrivers.some((driverId) => !input.driverIds.includes(driverId))) {
        throw refused('driverHasFiles', 'driverIds')
      }
      const before = snapshot(row, {
        driverIds: parts.drivers.map((driver) => driver.id),
        kinds: parts.kinds.map((kind) => kind.kind),
      })
      const changes = auditChanges(before, after)
      if (Object.keys(changes.after).length === 0) return id
      // The day it was closed: its drivers' retention counts from it (services/privacy/retention.ts).
      const closing = fields.status === 'closed' && row.status !== 'closed' ? { closed_on: todayUtc() } : {}
      await trx
        .from('authority_requests')
        .where('id', id)
        .update({ ...columns, ...closing })
      await this.#replaceParts(trx, id, input.driverIds, kinds)
      await recordAudit(
        {
          userId: actor.userId,
          ip: actor.ip,
          action: 'authorityRequest.update',
          subjectType: 'authority_request',
          subjectId: id,
          payload: { companyId: row.companyId, ...changes },
        },
        trx
      )
      return id
    })
  }

  async #replaceParts(
    trx: TransactionClientContract,
    id: number,
    driverIds: number[],
    kinds: AuthorityRequestKind[]
  ) {
    await trx.from('authority_request_drivers').where('authority_request_id', id).delete()
    await trx.from('authority_request_kinds').where('authority_request_id', id).delete()
    await trx
      .table('authority_request_drivers')
      .multiInsert(driverIds.map((driverId) => ({ authority_request_id: id, driver_id: driverId })))
    await trx
      .table('authority_request_kinds')
      .multiInsert(kinds.map((kind) => ({ authority_request_id: id, kind })))
  }
}
