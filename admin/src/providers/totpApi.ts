import { httpClient } from './httpClient'
import { i18nProvider } from './i18nProvider'

/** The enrolment's calls (API.md, "Two-factor sign-in"), in the back-office's language. */
const totpUrl = (action: string) => `/${i18nProvider.getLocale()}/api/auth/totp/${action}`

export interface TotpSetup {
  secret: string
  otpauthUrl: string
}

/** A new secret, pending until a code from it confirms it. */
export const setupTotp = async (): Promise<TotpSetup> =>
  (await httpClient(totpUrl('setup'), { method: 'POST', body: '{}' })).json as TotpSetup

/** Confirms the pending secret; answers the ten recovery codes, shown this once. */
export const enableTotp = async (code: string): Promise<string[]> =>
  (
    (await httpClient(totpUrl('enable'), { method: 'POST', body: JSON.stringify({ code }) })).json as {
      recoveryCodes: string[]
    }
  ).recoveryCodes
