import type { CompanyRole, CompanyUserAnswer, CompanyUsersAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import type { Language } from '@/i18n/languages'
import { useApiMutation, useApiQuery } from '@/lib/queries'

const base = (companyId: number) => `/${PROVIDER}/company/${companyId}/users`

export const companyUsersKey = (companyId: number) => ['companyUsers', companyId] as const

/** GET …/company/{id}/users: the active users with role and last sign-in, and the pending invitations (owners'). */
export function useCompanyUsers(companyId: number) {
  return useApiQuery(companyUsersKey(companyId), (api) => api.get<CompanyUsersAnswer>(base(companyId)))
}

export type InviteInput = { email: string; role: CompanyRole; language: Language }

/** POST …/users/invite: the invitation is e-mailed and listed as pending; the user is listed once they accept. */
export function useInviteUser(companyId: number) {
  return useApiMutation(
    (api, input: InviteInput) => api.post<{ invited: boolean }>(`${base(companyId)}/invite`, input),
    () => [companyUsersKey(companyId)]
  )
}

/** POST …/users/invitations/{invitationId}/revoke: a pending invitation's link stops working. */
export function useRevokeInvitation(companyId: number) {
  return useApiMutation(
    (api, invitationId: number) =>
      api.post<{ revoked: boolean }>(`${base(companyId)}/invitations/${invitationId}/revoke`),
    () => [companyUsersKey(companyId)]
  )
}

export function useChangeUserRole(companyId: number) {
  return useApiMutation(
    (api, input: { userId: number; role: CompanyRole }) =>
      api.post<{ user: CompanyUserAnswer }>(`${base(companyId)}/${input.userId}/role`, { role: input.role }),
    () => [companyUsersKey(companyId)]
  )
}

export function useRemoveUser(companyId: number) {
  return useApiMutation(
    (api, userId: number) => api.post<{ removed: boolean }>(`${base(companyId)}/${userId}/remove`),
    () => [companyUsersKey(companyId)]
  )
}

/**
 * POST …/users/{userId}/resetSecondFactor: the user's second factor is turned off (lost phone and recovery codes)
 * and their sessions end; refused for oneself.
 */
export function useResetSecondFactor(companyId: number) {
  return useApiMutation(
    (api, userId: number) =>
      api.post<{ user: CompanyUserAnswer }>(`${base(companyId)}/${userId}/resetSecondFactor`),
    () => [companyUsersKey(companyId)]
  )
}
