import type { Session } from '@adonisjs/session'

const KEY = 'pendingSignIn'
/** How long the code step waits after the right password. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000

interface PendingSignIn {
  userId: number
  until: number
}

/**
 * A sign-in whose password was right and whose code is awaited: kept in the session, which is not signed in (the
 * auth guard never reads this key), for five minutes.
 */
export function rememberPendingSignIn(session: Session, userId: number, nowMs = Date.now()) {
  session.put(KEY, { userId, until: nowMs + PENDING_SIGN_IN_MS } satisfies PendingSignIn)
}

/** The user awaiting the code step, or null when there is none or it has expired. */
export function pendingSignInUserId(session: Session, nowMs = Date.now()): number | null {
  const pending = session.get(KEY) as PendingSignIn | undefined
  if (!pending || typeof pending.userId !== 'number' || !(pending.until > nowMs)) return null
  return pending.userId
}

export function forgetPendingSignIn(session: Session) {
  session.forget(KEY)
}
