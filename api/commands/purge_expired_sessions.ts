import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { purgeExpiredSessions } from '#services/auth/purge_sessions'

/**
 * The purge of expired database sessions, now. With a queue (QUEUE_DRIVER=redis) the api runs it hourly by itself
 * (SESSIONS_PURGE_SCHEDULE); without one, schedule it hourly (e.g. cron `30 * * * * node ace sessions:purge-expired`).
 * Safe to run from several servers at once: each deletes what is expired, what another deleted is simply gone.
 */
export default class PurgeExpiredSessions extends BaseCommand {
  static commandName = 'sessions:purge-expired'
  static description = 'Delete the sessions stored in the database that have expired'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { store, deleted } = await purgeExpiredSessions()
    if (store === 'database') this.logger.info(`Expired sessions: ${deleted} deleted`)
    else this.logger.info(`Sessions are kept in ${store}, which expires them itself: nothing to purge`)
  }
}
