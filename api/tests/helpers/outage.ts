import type { ApiServer } from '#tests/helpers/api_server'

/** What a call answers, in each language, while a service the api needs is away (503). */
export const UNAVAILABLE = {
  en: 'The service is briefly unavailable. Please try again in a moment.',
  fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  pl: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
}

/** A GET of the server's, with the cookies given; its status and JSON body (null when not JSON). */
export async function getJson(server: ApiServer, path: string, cookie?: string) {
  const response = await fetch(server.url(path), {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(30_000),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

/** Asks until the call answers 200 (a service came back), for at most a minute; the last status. */
export async function statusOnceBack(server: ApiServer, path: string, cookie?: string) {
  const deadline = Date.now() + 60_000
  let status = 0
  while (Date.now() < deadline && status !== 200) {
    status = (await getJson(server, path, cookie)).status
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return status
}
