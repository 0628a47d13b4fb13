import { vi } from 'vitest'

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A stand-in for the api answering GET calls by path (after `/{lang}/api`, query included); 404 otherwise. */
export function fakeServer(handlers: Record<string, () => Response>) {
  return vi.fn(async (url: string) => {
    const path = url.replace(/^\/(fr|pl|en)\/api/, '')
    return handlers[path]?.() ?? json(404, { errors: [{ message: `Not found: ${path}` }] })
  })
}
