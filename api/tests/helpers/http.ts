import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import env from '#start/env'
import type User from '#models/user'
import { configureTrustedProxies } from '#services/http/trusted_proxies'

/** A GET, signed in as `user` (anonymous when null). */
export function get(client: ApiClient, user: User | null, path: string) {
  const request = client.get(path)
  return user ? request.loginAs(user) : request
}

/** A JSON POST with the CSRF token, signed in as `user` (anonymous when null). */
export function post(client: ApiClient, user: User | null, path: string, body: object = {}) {
  const request = client.post(path).json(body).withCsrfToken()
  return user ? request.loginAs(user) : request
}

/**
 * Tests that play several client addresses send them as X-Forwarded-For from a proxy on loopback: the group
 * trusts loopback as its proxy while it runs, then goes back to the configured list (none by default).
 */
export function trustLoopbackProxy(group: Group) {
  group.setup(() => {
    configureTrustedProxies('loopback')
    return () => configureTrustedProxies(env.get('TRUSTED_PROXIES'))
  })
}
