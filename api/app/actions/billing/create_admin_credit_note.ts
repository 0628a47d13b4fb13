import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { recordAudit } from '#services/audit/record_audit'
import { faultPoint } from '#services/faults/fault_point'

export interface AdminCreditNoteInput {
  invoiceId: number
  amountCents: number
  issueDate: string
}

/**
 * A credit note an admin issues on an invoice, audited, in one transaction. The ceiling and date rules are
 * issueCreditNote's; its refusals answer 400 with a translated message.
 */
export default class CreateAdminCreditNote {
  async handle(admin: User, input: AdminCreditNoteInput, ip: string) {
    return db.transaction(async (trx) => {
      const created = await issueCreditNote({ ...input, createdByUserId: admin.id }, trx)
      await recordAudit(
        {
          userId: admin.id,
          action: 'creditNote.create',
          subjectType: 'credit_note',
          subjectId: created.id,
          payload: {
            after: {
              number: created.number,
              issueDate: created.issueDate,
              invoiceId: created.invoiceId,
              amountCents: created.amountCents,
              currency: created.currency,
            },
          },
          ip,
        },
        trx
      )
      await faultPoint('creditNote.beforeCommit')
      return created
    })
  }
}
