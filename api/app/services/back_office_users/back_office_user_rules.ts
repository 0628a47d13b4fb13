import type { BackOfficeRole } from '@posted-workers/domain'

export interface BackOfficeUserState {
  id: number
  role: BackOfficeRole
  isActive: boolean
}

/**
 * Why a change of a back-office user's role or activity is refused (a translation key of backOfficeUsers.json), or
 * null when it may be made. The back-office keeps an active admin: the last one can be neither demoted nor
 * deactivated; and no admin deactivates themselves (they would be signed out, perhaps leaving no one to undo it).
 * `activeAdmins` counts the active admins before the change, the user changed among them when they are one.
 */
export function backOfficeChangeRefusal(input: {
  actorId: number
  user: BackOfficeUserState
  next: { role: BackOfficeRole; isActive: boolean }
  activeAdmins: number
}): string | null {
  const { actorId, user, next, activeAdmins } = input
  if (user.id === actorId && user.isActive && !next.isActive) return 'backOfficeUsers.selfDeactivation'
  const wasActiveAdmin = user.role === 'admin' && user.isActive
  const staysActiveAdmin = next.role === 'admin' && next.isActive
  if (wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1) return 'backOfficeUsers.lastAdmin'
  return null
}
