import { vi } from 'vitest'

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

type Handler = (body: unknown) => Response

/**
 * A stand-in for the api answering by `METHOD path` (path after `/{lang}/api`, query included), e.g.
 * `'POST /eurofiscalis/workers/company/1/worker/3/remove'`; 404 otherwise.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/(fr|pl|en)\/api/, '')
    const key = `${init?.method ?? 'GET'} ${path}`
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body
    return handlers[key]?.(body) ?? json(404, { errors: [{ message: `Not found: ${key}` }] })
  })
}
