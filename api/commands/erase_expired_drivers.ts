import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { eraseExpiredDrivers } from '#services/privacy/erasure_run'

/**
 * The erasure of the drivers whose retention period has passed (DRIVER_RETENTION_MONTHS after their last posting
 * ended), now. With a queue (QUEUE_DRIVER=redis) the api runs it daily by itself (DRIVER_ERASURE_SCHEDULE); without
 * one, schedule it daily (e.g. cron `15 3 * * * node ace drivers:erase-expired`). Safe to run from several servers
 * at once: each driver is erased in a transaction that locks him, once.
 */
export default class EraseExpiredDrivers extends BaseCommand {
  static commandName = 'drivers:erase-expired'
  static description =
    'Erase the drivers whose retention period has passed, and the files earlier erasures left'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { erased, filesDeleted, filesLeft } = await eraseExpiredDrivers()
    this.logger.info(`Drivers erased: ${erased}; stored files deleted: ${filesDeleted}`)
    if (filesLeft > 0)
      this.logger.warning(`Stored files the storage refused, tried again next run: ${filesLeft}`)
  }
}
