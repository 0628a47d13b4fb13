import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { configureTrustedProxies, isTrustedProxy } from '#services/http/trusted_proxies'

/**
 * The app key encrypts cookies and signs tokens; it must stay secret and stable.
 */
export const appKey = new Secret(env.get('APP_KEY'))

configureTrustedProxies(env.get('TRUSTED_PROXIES'))

export const http = defineConfig({
  // Every request has an id; whether the one a proxy sent is kept is decided in start/request_id.ts.
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Forwarded client addresses are believed only from the proxies listed in TRUSTED_PROXIES (none by default).
  trustProxy: isTrustedProxy,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: env.get('SECURE_COOKIES', app.inProduction),
    sameSite: 'lax',
  },
})
