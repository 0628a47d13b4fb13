import { vi } from 'vitest'

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

type Handler = (body: unknown) => Response | Promise<Response>

/**
 * A stand-in for the api: answers by "METHOD path" (path after `/{lang}/api`), an anonymous session by default,
 * 404 for anything else. The mock records every call.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/(fr|pl|en)\/api/, '')
    const key = `${init?.method ?? 'GET'} ${path}`
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined
    if (handlers[key]) return handlers[key](body)
    if (key === 'GET /auth/session')
      return json(200, { isLoggedIn: false, applicationDataForLoggedInUser: null })
    return json(404, { errors: [{ message: `Not found: ${key}` }] })
  })
}
