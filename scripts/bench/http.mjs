import { nextTotpCode } from './totp.mjs'

/**
 * An HTTP client with a cookie jar: the session cookie, and XSRF-TOKEN echoed as X-XSRF-TOKEN on writes. It offers
 * the encodings a browser offers (brotli first): fetch alone offers gzip and deflate, which had the api compress the
 * 1,500-driver answer with gzip's default level, a cost no visitor's browser asks of it.
 */

/** `jar`: another client's, to call another process with the same session. */
export function client(baseUrl, jar = new Map()) {
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const call = async (method, path, body, extraHeaders = {}) => {
    const headers = {
      'Accept-Encoding': 'gzip, deflate, br',
      ...extraHeaders,
      Accept: 'application/json',
      Cookie: cookieHeader(),
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (method !== 'GET' && jar.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = jar.get('XSRF-TOKEN')
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json, text }
  }
  /** The cookies as a Cookie header, for a request made outside this client (a streamed download). */
  call.cookie = cookieHeader
  call.jar = jar
  return call
}

/**
 * Signs in as the apps do; an account with a second factor (the demo admin) then types the code of `totpSecret`
 * (default: the demo admin's).
 */
export async function signIn(baseUrl, login, password, totpSecret) {
  const call = client(baseUrl)
  await call('GET', '/en/api/auth/session')
  // The XSRF-TOKEN cookie comes from its own call, as the portal and the back-office get it.
  await call('POST', '/session/csrf')
  let answer = await call('POST', '/en/api/auth/login', { login, password })
  if (answer.status === 200 && answer.json?.totpRequired) {
    answer = await call('POST', '/en/api/auth/login/totp', { code: await nextTotpCode(totpSecret) })
  }
  if (answer.status !== 200 || !answer.json?.isLoggedIn) {
    throw new Error(`Sign-in as ${login} failed (${answer.status}): ${answer.text.slice(0, 300)}`)
  }
  return call
}
