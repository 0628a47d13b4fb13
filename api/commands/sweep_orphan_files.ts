import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { sweepOrphanFiles } from '#services/storage/sweep_orphans'

/**
 * The sweep of uploaded files that no row owns (a process stopped between storing a file and committing its row), now.
 * With a queue (QUEUE_DRIVER=redis) the api runs it hourly by itself (ORPHANS_SWEEP_SCHEDULE); without one, schedule
 * it hourly (e.g. cron `45 * * * * node ace storage:sweep-orphans`). Only files older than an hour are deleted, so it
 * is safe beside uploads in flight and from several servers at once.
 */
export default class SweepOrphanFiles extends BaseCommand {
  static commandName = 'storage:sweep-orphans'
  static description = 'Delete the uploaded files no row owns, older than an hour'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Count the orphans without deleting them' })
  declare dryRun: boolean

  @flags.number({ description: 'Only files at least this old (default 60: uploads in flight are younger)' })
  declare minAgeMinutes?: number

  async run() {
    const minAgeMs = this.minAgeMinutes === undefined ? undefined : this.minAgeMinutes * 60_000
    const result = await sweepOrphanFiles({ dryRun: this.dryRun, minAgeMs })
    for (const [folder, scanned] of Object.entries(result.scanned)) {
      const verb = this.dryRun ? 'would be deleted' : 'deleted'
      this.logger.info(`${folder}: ${scanned} files, ${result.deleted[folder]} orphans ${verb}`)
    }
  }
}
