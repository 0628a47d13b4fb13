import type { HttpContext } from '@adonisjs/core/http'
import { loadUserRelations, presentApplicationData } from '#services/presenters/user_presenter'

/** Whether someone is signed in, and the application data the apps need then (`GET /{lang}/api/auth/session`). */
export async function sessionAnswer(auth: HttpContext['auth']) {
  await auth.check()
  if (!auth.user) return { isLoggedIn: false, applicationDataForLoggedInUser: null }
  await loadUserRelations(auth.user)
  return { isLoggedIn: true, applicationDataForLoggedInUser: presentApplicationData(auth.user) }
}
