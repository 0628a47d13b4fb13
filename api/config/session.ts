import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { RETENTION_DEFAULTS } from '@posted-workers/domain'
import { lazyTouchDatabase } from '#services/auth/session_store'

/**
 * Session lifetime without activity. The portal calls keep-alive 30 s before it runs out.
 */
export const sessionAgeSeconds = env.get('SESSION_AGE_MINUTES', RETENTION_DEFAULTS.sessionIdleMinutes) * 60

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'pw-session',
  clearWithBrowser: false,
  age: sessionAgeSeconds,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: env.get('SECURE_COOKIES', app.inProduction),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    database: lazyTouchDatabase({ tableName: 'sessions' }),
    // Tagged with their user like the database's, so a password change still ends the user's other sessions.
    // Touching is a single EXPIRE, cheap enough to keep on every request.
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
