import type { InvitationAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { LoginAnswer } from '@/types/api'

export type AcceptInvitationInput = {
  token: string
  firstName: string
  lastName: string
  login?: string
  password: string
  confirmPassword: string
}

/** GET /auth/invitation: who is invited where, or why the link no longer works (shown on the page). */
export function showInvitation(api: ApiClient, token: string) {
  return api.get<InvitationAnswer>(`/auth/invitation?token=${encodeURIComponent(token)}`, { quiet: true })
}

export function acceptInvitation(api: ApiClient, input: AcceptInvitationInput) {
  return api.post<LoginAnswer>('/auth/invitation/accept', input, { quiet: true, followRedirect: false })
}

/** Outside the query cache, like the other pages of a visitor. */
export function useShowInvitation() {
  return useApiAction(showInvitation)
}

export function useAcceptInvitation() {
  return useApiAction(acceptInvitation)
}
