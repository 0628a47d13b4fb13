import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { acquireMigrationLock } from '#services/database/migration_lock'
import { primaryConnection } from '#services/database/primary_connection'

/**
 * What `npm start`, the tests and every api process run before serving: Lucid's `migration:run` inside a lock of
 * our own (see services/database/migration_lock.ts for why Lucid's does not hold), so that N processes starting
 * together against one database migrate it exactly once; the others wait, then find it up to date.
 */
export default class DbMigrate extends BaseCommand {
  static commandName = 'db:migrate'
  static description =
    'Run the pending migrations once, however many processes start together (they wait for each other)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Run in production without asking' })
  declare force: boolean

  @flags.boolean({ description: 'A compact single-line output' })
  declare compactOutput: boolean

  @flags.number({
    description: 'Seconds to wait for another process migrating the same database',
    default: 600,
  })
  declare lockTimeout: number

  async run() {
    const db = await this.app.container.make('lucid.db')
    const lock = await acquireMigrationLock(primaryConnection(db), this.lockTimeout, () =>
      this.logger.info('Another process is migrating this database: waiting for it')
    )
    try {
      // Lucid's own lock is left out on purpose: ours is held, on a connection of its own.
      const args = ['--disable-locks']
      if (this.force) args.push('--force')
      if (this.compactOutput) args.push('--compact-output')
      const migrate = await this.kernel.exec('migration:run', args)
      this.exitCode = migrate.exitCode
      this.error = migrate.error
    } finally {
      await lock.release()
    }
  }
}
