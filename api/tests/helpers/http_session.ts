import { cuid } from '@adonisjs/core/helpers'
import { Secret, TOTP } from 'otpauth'
import type { ApiServer } from '#tests/helpers/api_server'

/**
 * Calls to api processes started by a test (operations suite): a session kept across processes, sign-ins (the demo
 * admin's second factor included) and a registration's body.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'PWDEMOADMINTOTPSECRETKEY234567AB'
export const PROVIDER = 'eurofiscalis'

/** A cookie jar over fetch, that can call any of the processes with the same session. */
export function session() {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  async function call(server: ApiServer, method: string, path: string, body?: object | FormData) {
    const headers: Record<string, string> = { Accept: 'application/json', Cookie: cookie() }
    if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
    if (method !== 'GET' && jar.has('XSRF-TOKEN'))
      headers['X-XSRF-TOKEN'] = decodeURIComponent(jar.get('XSRF-TOKEN')!)
    const response = await fetch(server.url(path), {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
    return response
  }
  return { call, cookie }
}

export async function signIn(server: ApiServer, login: string, password: string) {
  const user = session()
  await user.call(server, 'POST', '/session/csrf')
  let answer = await user.call(server, 'POST', '/fr/api/auth/login', { login, password })
  let json = (await answer.json()) as { totpRequired?: boolean; isLoggedIn?: boolean }
  if (json.totpRequired) {
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) }).generate()
    answer = await user.call(server, 'POST', '/fr/api/auth/login/totp', { code })
    json = (await answer.json()) as { isLoggedIn?: boolean }
  }
  if (answer.status !== 200 || !json.isLoggedIn) throw new Error(`sign-in as ${login}: ${answer.status}`)
  return user
}

/** A Polish NIP nobody has yet: nine random digits and their check digit. */
export function polishVatNumber() {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7]
  for (;;) {
    const digits = Array.from(
      { length: 9 },
      (_, i) => (i === 0 ? 1 : 0) + Math.floor(Math.random() * (i === 0 ? 9 : 10))
    )
    const sum = digits.reduce((total, digit, i) => total + digit * weights[i], 0) % 11
    if (sum < 10) return `PL${digits.join('')}${sum}`
  }
}

export function registration(
  vatNumber: string,
  email: string,
  names: { company?: string; firstName?: string; lastName?: string } = {}
) {
  return {
    company: {
      name: names.company ?? `Killed Cargo ${cuid()} Sp. z o.o.`,
      vatNumber,
      size: '50',
      address: {
        addressLines: ['ul. Długa 5', ''],
        postalCode: '00-238',
        city: 'Warszawa',
        countryCode: 'PL',
      },
    },
    profile: {
      civility: 'MR',
      firstName: names.firstName ?? 'Jan',
      lastName: names.lastName ?? 'Nowak',
      email,
      password: 'Secret-Pass-42',
      confirmPassword: 'Secret-Pass-42',
      position: 'MANAGER',
      phone: { type: 'BUSINESS', number: '+48 601 234 567' },
    },
    promoCode: null,
    representativeCountries: [{ countryCode: 'FR', package: null, numberOfWorkers: 'more' }],
    conditions: true,
    mop: 'TRANSFER',
  }
}
