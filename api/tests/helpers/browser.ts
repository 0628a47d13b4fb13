import env from '#start/env'

export interface BrowserResponse {
  status: number
  body: Record<string, unknown>
}

/**
 * A browser's side of a session over plain HTTP to the test server: a cookie jar of raw Set-Cookie values
 * replayed as they came, and the XSRF-TOKEN cookie echoed on writes, as the SPAs do. Unlike the api client (whose
 * session plugin plants and then destroys its own session around every request), nothing is put into the session
 * store behind the server's back: a test sees exactly the sessions the server opens and ends.
 */
export class Browser {
  #cookies = new Map<string, string>()
  #origin = `http://${env.get('HOST')}:${env.get('PORT')}`

  /** `forwardedFor`: the client address a trusted proxy on loopback names (see trustLoopbackProxy). */
  constructor(private options: { forwardedFor?: string } = {}) {}

  get(path: string) {
    return this.#send(path, { method: 'GET' })
  }

  /** The session id the server gave (from its signed cookie), or null. */
  sessionId(): string | null {
    const signed = this.#cookies.get('pw-session')
    if (!signed) return null
    const payload = decodeURIComponent(signed).replace(/^s:/, '').split('.')[0]
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { message: string }).message
  }

  hasCookie(name: string) {
    return this.#cookies.has(name)
  }

  post(path: string, body: object = {}) {
    const token = this.#cookies.get('XSRF-TOKEN')
    return this.#send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-xsrf-token': token } : {}) },
      body: JSON.stringify(body),
    })
  }

  async #send(path: string, init: RequestInit): Promise<BrowserResponse> {
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${this.#origin}${path}`, {
      ...init,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(cookie ? { cookie } : {}),
        ...(this.options.forwardedFor ? { 'x-forwarded-for': this.options.forwardedFor } : {}),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const expired = attributes.some((attribute) => /^\s*max-age=(0|-)/i.test(attribute))
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
    const text = await response.text()
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} }
  }
}

/**
 * A browser that has asked for its XSRF cookie, as the SPAs do before their first write, and signed in; with `totp`
 * (a code), through the code step an account with a second factor asks for.
 */
export async function signedInBrowser(
  login: string,
  password: string,
  options: { forwardedFor?: string; totp?: string } = {}
) {
  const browser = new Browser(options)
  await browser.post('/session/csrf')
  let response = await browser.post('/en/api/auth/login', { login, password })
  if (response.body.totpRequired === true && options.totp) {
    response = await browser.post('/en/api/auth/login/totp', { code: options.totp })
  }
  if (response.status !== 200 || response.body.isLoggedIn !== true) {
    throw new Error(`sign-in answered ${response.status} ${JSON.stringify(response.body)}`)
  }
  return browser
}
