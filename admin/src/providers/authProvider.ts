import type { AuthProvider, I18nProvider } from 'react-admin'
import {
  isStaff,
  NotStaff,
  signInStep,
  signOut,
  type SessionAnswer,
  type SignInParams,
} from '../signIn/sessionApi'
import { httpClient } from './httpClient'
import { i18nProvider } from './i18nProvider'
import { queryClient } from './queryClient'

/**
 * Session-cookie auth on the portal's auth API. The server refuses customers on every admin route; the checks
 * here only spare them a broken screen.
 */
export const createAuthProvider = (
  i18n: Pick<I18nProvider, 'getLocale'>,
  cacheMilliseconds = 10_000
): AuthProvider => {
  const authUrl = (action: string) => `/${i18n.getLocale()}/api/auth/${action}`
  // react-admin checks auth on every page change: one session call serves a burst of checks.
  let cache: { at: number; answer: Promise<SessionAnswer> } | undefined

  const session = (fresh = false): Promise<SessionAnswer> => {
    if (fresh || !cache || Date.now() - cache.at > cacheMilliseconds) {
      const answer = httpClient(authUrl('session')).then(({ json }) => json as SessionAnswer)
      const entry = { at: Date.now(), answer }
      cache = entry
      answer.catch(() => {
        if (cache === entry) cache = undefined
      })
    }
    return cache.answer
  }

  const serverLogout = () => signOut(i18n.getLocale())

  return {
    /** The sign-in page's steps (signIn/SignInForm), as the light page before the app makes them. */
    async login(params: SignInParams) {
      if (!('code' in params)) await session(true)
      try {
        const answer = await signInStep(i18n.getLocale(), params)
        cache = { at: Date.now(), answer: Promise.resolve(answer) }
      } catch (error) {
        // The customer's session this sign-in opened is ended: the next check reads it again.
        if (error instanceof NotStaff) cache = undefined
        throw error
      }
    },

    async logout() {
      const known = await cache?.answer.catch(() => undefined)
      // Nothing to end for a visitor; a customer who wandered here keeps the portal session they came with.
      if (known && !isStaff(known)) return
      cache = undefined
      await serverLogout()
    },

    async checkAuth() {
      const answer = await session()
      // `message: false`: someone who simply arrives gets the login page, without an error toast.
      if (!answer.isLoggedIn) throw { message: false }
      // A key, which react-admin and the login page translate.
      if (!isStaff(answer)) throw new Error('app.auth.not_admin')
    },

    async checkError(error: { status?: number; body?: { totpEnrolmentRequired?: boolean } } | undefined) {
      if (error?.status === 403 && error.body?.totpEnrolmentRequired) {
        // Signed in but not enrolled: the layout's enrolment screen, not the login page.
        cache = undefined
        await queryClient.invalidateQueries({ queryKey: ['auth'] })
        throw { logoutUser: false, redirectTo: false, message: false }
      }
      if (error?.status === 401 || error?.status === 403) {
        cache = undefined
        throw error
      }
    },

    async getIdentity() {
      const user = (await session()).applicationDataForLoggedInUser?.user
      if (!user) throw new Error()
      return {
        id: user.id,
        fullName: user.profile?.displayName || user.login,
        totpEnrolmentRequired: user.totpEnrolmentRequired === true,
      }
    },

    /** After enrolment: the next checks read the session again. */
    async sessionChanged() {
      cache = undefined
      await queryClient.invalidateQueries({ queryKey: ['auth'] })
    },

    /** The back-office role (admin, accountant): what the menu, the resources and the buttons show. */
    async getPermissions() {
      return (await session()).applicationDataForLoggedInUser?.user.backOfficeRole ?? undefined
    },
  }
}

export const authProvider = createAuthProvider(i18nProvider)
