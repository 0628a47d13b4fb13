import type { BackOfficeRole } from '@posted-workers/domain'
import type { AuthProvider, I18nProvider } from 'react-admin'
import { httpClient } from './httpClient'
import { i18nProvider } from './i18nProvider'
import { queryClient } from './queryClient'

interface SessionUser {
  id: number
  login: string
  role: string
  isAdmin: boolean
  /** Admin or accountant: the back-office's users; null for a customer. */
  backOfficeRole: BackOfficeRole | null
  profile: { displayName?: string | null } | null
  /** Without a second factor: the layout shows only the enrolment screen (the server refuses every other call). */
  totpEnrolmentRequired?: boolean
}

interface SessionAnswer {
  isLoggedIn: boolean
  totpRequired?: boolean
  applicationDataForLoggedInUser: { user: SessionUser } | null
}

/** The password was right and the account has a second factor: the login page asks for the code. */
export class TotpRequired extends Error {
  constructor() {
    super('app.totp.code_step')
  }
}

/** The login's two steps: the password, then (for an account with a second factor) the code. */
type LoginParams = { username: string; password: string } | { code: string }

const isStaff = (answer: SessionAnswer | undefined): boolean =>
  Boolean(answer?.isLoggedIn && answer.applicationDataForLoggedInUser?.user.backOfficeRole)

/**
 * Session-cookie auth on the portal's auth API. The server refuses customers on every admin route; the checks
 * here only spare them a broken screen.
 */
export const createAuthProvider = (
  i18n: Pick<I18nProvider, 'getLocale' | 'translate'>,
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

  const serverLogout = () =>
    httpClient(authUrl('logout'), { method: 'POST' }).then(
      () => undefined,
      () => undefined
    )

  return {
    async login(params: LoginParams) {
      if (!('code' in params)) await session(true)
      const { json } =
        'code' in params
          ? await httpClient(authUrl('login/totp'), { method: 'POST', body: JSON.stringify(params) })
          : await httpClient(authUrl('login'), {
              method: 'POST',
              body: JSON.stringify({ login: params.username, password: params.password }),
            })
      const answer = json as SessionAnswer
      if (answer.totpRequired) throw new TotpRequired()
      if (!isStaff(answer)) {
        cache = undefined
        await serverLogout()
        throw new Error(i18n.translate('app.auth.not_admin'))
      }
      cache = { at: Date.now(), answer: Promise.resolve(answer) }
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
