import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

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
