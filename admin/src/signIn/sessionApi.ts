/**
 * The sign-in's calls (api/API.md, "Auth and profile"), without react-admin: the light sign-in page makes them before
 * the app is loaded, and the authProvider's login goes through them too, so that both pages sign in the same way.
 */
import type { BackOfficeRole } from '@posted-workers/domain'
import { requestHeaders, serverErrors } from '../providers/apiRequest'

export interface SessionUser {
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

export interface SessionAnswer {
  isLoggedIn: boolean
  totpRequired?: boolean
  applicationDataForLoggedInUser: { user: SessionUser } | null
}

/** The sign-in's two steps: the password, then (for an account with a second factor) the code. */
export type SignInParams = { username: string; password: string } | { code: string }

/** The password was right and the account has a second factor: the page asks for the code. */
export class TotpRequired extends Error {
  constructor() {
    super('app.totp.code_step')
  }
}

/**
 * A refused sign-in: the server's first message (in the language of the call), or a message key the page translates.
 * `status` 401 at the code step: the half-done sign-in expired, the password is asked again.
 */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status?: number
  ) {
    super(message)
  }
}

/** A customer's right password: the back-office is for the staff. */
export class NotStaff extends SignInError {
  constructor() {
    super('app.auth.not_admin')
  }
}

export const isStaff = (answer: SessionAnswer | undefined): boolean =>
  Boolean(answer?.isLoggedIn && answer.applicationDataForLoggedInUser?.user.backOfficeRole)

const authUrl = (locale: string, action: string) => `/${locale}/api/auth/${action}`

const call = async (url: string, method = 'GET', body?: unknown): Promise<unknown> => {
  const headers = await requestHeaders(method)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    // fetch rejects when the server cannot be reached: said in the user's language.
    throw new SignInError('ra.notification.http_error')
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw new SignInError(serverErrors(answer)[0]?.message ?? 'ra.auth.sign_in_error', response.status)
  }
  return answer
}

/** Who is signed in (`GET /{lang}/api/auth/session`). */
export const readSession = async (locale: string): Promise<SessionAnswer> =>
  (await call(authUrl(locale, 'session'))) as SessionAnswer

/** Ends the session; a failure leaves nothing to do. */
export const signOut = (locale: string): Promise<void> =>
  call(authUrl(locale, 'logout'), 'POST').then(
    () => undefined,
    () => undefined
  )

/**
 * One step of the sign-in. Resolves with the session of a member of the staff; rejects with TotpRequired after the
 * right password of an account with a second factor, and with a SignInError otherwise. A customer's right password
 * opens a session the back-office has no use for: it is ended again (NotStaff).
 */
export const signInStep = async (locale: string, params: SignInParams): Promise<SessionAnswer> => {
  const answer = (
    'code' in params
      ? await call(authUrl(locale, 'login/totp'), 'POST', { code: params.code })
      : await call(authUrl(locale, 'login'), 'POST', { login: params.username, password: params.password })
  ) as SessionAnswer
  if (answer.totpRequired) throw new TotpRequired()
  if (!isStaff(answer)) {
    await signOut(locale)
    throw new NotStaff()
  }
  return answer
}
