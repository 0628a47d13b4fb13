import app from '@adonisjs/core/services/app'
import type { Session } from '@adonisjs/session'
import { SessionCollection } from '@adonisjs/session'

/*
| Sessions are stored server-side and tagged with their user (the database, memory and Redis stores support it),
| so that a password reset or change can end the user's other sessions. The cookie store keeps nothing server-side:
| with it, other sessions end only when they expire.
*/

/** Ties the session just opened by a sign-in to its user. */
export async function tagSession(session: Session, userId: number) {
  const sessions = await app.container.make(SessionCollection)
  if (sessions.supportsTagging()) await session.tag(String(userId))
}

/** Ends every session of the user but `keepSessionId` (none kept when it is omitted). */
export async function endOtherSessions(userId: number, keepSessionId?: string) {
  const sessions = await app.container.make(SessionCollection)
  if (!sessions.supportsTagging()) return
  for (const tagged of await sessions.tagged(String(userId))) {
    if (tagged.id !== keepSessionId) await sessions.destroy(tagged.id)
  }
}
