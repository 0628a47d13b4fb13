import { DateTime } from 'luxon'
import type { PendingInvitationAnswer } from '@posted-workers/domain'
import CompanyInvitation from '#models/company_invitation'

/** The company's invitations neither accepted nor expired, the latest first, as its owners' list shows them. */
export async function pendingInvitations(companyId: number): Promise<PendingInvitationAnswer[]> {
  const invitations = await CompanyInvitation.query()
    .where('company_id', companyId)
    .whereNull('used_at')
    .where('expires_at', '>', DateTime.utc().toJSDate())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return invitations.map((invitation) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.companyRole,
    sentAt: invitation.createdAt.toUTC().toISO()!,
    expiresAt: invitation.expiresAt.toUTC().toISO()!,
  }))
}
