import db from '@adonisjs/lucid/services/db'
import { addDays } from '#services/contracts/contract_term'
import { authorityDueOn } from '@posted-workers/domain'

/**
 * One open inspector's request for the demo company: the French labour inspectorate asks, after a roadside check
 * three weeks ago, for the consignment notes and two drivers' payslips, due 8 weeks after it came. Nothing uploaded
 * yet, so the portal shows what is missing and the daily run reminds the company as the day comes.
 */
export async function addDemoAuthorityRequest(companyId: number, today: string) {
  const drivers = await db
    .from('drivers')
    .where('company_id', companyId)
    .orderBy('identity_key')
    .limit(2)
    .select('id')
  if (drivers.length === 0) return
  const receivedOn = addDays(today, -21)
  const [id] = await db.table('authority_requests').insert({
    company_id: companyId,
    country_code: 'FR',
    authority: 'DREETS Grand Est – Inspection du travail',
    reference: 'IMI-FR-2026-001842',
    received_on: receivedOn,
    due_on: authorityDueOn(receivedOn),
    period_start: addDays(today, -90),
    period_end: addDays(today, -30),
    status: 'open',
    notes: 'Roadside check on the A4 near Metz; the inspector asked for the documents through IMI.',
    created_at: new Date(),
    updated_at: new Date(),
  })
  await db
    .table('authority_request_drivers')
    .multiInsert(drivers.map((driver) => ({ authority_request_id: Number(id), driver_id: driver.id })))
  await db
    .table('authority_request_kinds')
    .multiInsert(
      ['TRANSPORT_EVIDENCE', 'PAYSLIPS'].map((kind) => ({ authority_request_id: Number(id), kind }))
    )
}
