import { configProvider } from '@adonisjs/core'
import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import { stores } from '@adonisjs/session'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  SessionData,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'

/** At most this often does a session that is only read get its expiry moved forward. */
export const TOUCH_INTERVAL_SECONDS = 60

/**
 * The session package's database store, except that reading a session no longer writes its row on every request:
 * its expiry moves forward only when it was last moved more than a minute ago (an idle session still lasts its age,
 * give or take that minute). Writes, removals and tags are the package's.
 */
export class LazyTouchDatabaseStore implements SessionStoreWithTaggingContract {
  /** The expiry read with the session, when this request read one. */
  #expiresAt: number | null = null

  constructor(
    private inner: SessionStoreWithTaggingContract,
    private client: QueryClientContract,
    private ageSeconds: number,
    private tableName: string
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    const row = await this.client
      .from(this.tableName)
      .select('data', 'expires_at')
      .where('id', sessionId)
      .first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.inner.destroy(sessionId)
      return null
    }
    this.#expiresAt = expiresAt
    try {
      return new MessageBuilder().verify<SessionData>(row.data, sessionId)
    } catch {
      return null
    }
  }

  write(sessionId: string, data: SessionData) {
    return this.inner.write(sessionId, data)
  }

  destroy(sessionId: string) {
    return this.inner.destroy(sessionId)
  }

  async touch(sessionId: string) {
    const renewedAfter = Date.now() + (this.ageSeconds - TOUCH_INTERVAL_SECONDS) * 1000
    if (this.#expiresAt !== null && this.#expiresAt > renewedAfter) return
    await this.inner.touch(sessionId)
  }

  tag(sessionId: string, userId: string) {
    return this.inner.tag(sessionId, userId)
  }

  tagged(userId: string) {
    return this.inner.tagged(userId)
  }
}

/** `stores.database()` of @adonisjs/session, with the lazy touch above. */
export function lazyTouchDatabase(config: { tableName?: string; connectionName?: string } = {}) {
  const database = stores.database(config)
  return configProvider.create(async (app): Promise<SessionStoreFactory> => {
    const packageStore = await database.resolver(app)
    const db = await app.container.make('lucid.db')
    return (ctx, sessionConfig) =>
      new LazyTouchDatabaseStore(
        packageStore(ctx, sessionConfig) as SessionStoreWithTaggingContract,
        db.connection(config.connectionName),
        string.seconds.parse(sessionConfig.age),
        config.tableName ?? 'sessions'
      )
  })
}
