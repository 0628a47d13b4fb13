import { resolve } from 'node:path'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { backupFileStore } from '#services/backup/file_store'
import { RestoreRefused, restoreBackup } from '#services/backup/restore_backup'
import { primaryConnection } from '#services/database/primary_connection'

/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup back into the configured database and storage.
 * Refuses when either holds data, unless --force (which replaces it all).
 */
export default class BackupRestore extends BaseCommand {
  static commandName = 'backup:restore'
  static description = 'Restore a backup folder (database and stored files); --force to replace existing data'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup folder (made by backup:create)' })
  declare folder: string

  @flags.boolean({ description: 'Replace the tables and files there (they are dropped first)' })
  declare force: boolean

  async run() {
    const db = await this.app.container.make('lucid.db')
    // npm runs the script from api/: a relative folder is meant from where npm was called.
    const folder = resolve(process.env.INIT_CWD ?? process.cwd(), this.folder)
    try {
      const { manifest, differences } = await restoreBackup(
        folder,
        primaryConnection(db),
        backupFileStore(),
        this.force
      )
      if (differences.length > 0) {
        this.logger.error(`Restored ${folder}, but it differs from its manifest:\n${differences.join('\n')}`)
        this.exitCode = 1
        return
      }
      this.logger.success(
        `Restored ${folder} (made ${manifest.createdAt}): ${Object.keys(manifest.database.rows).length} tables, ` +
          `${manifest.files.count} files, as in its manifest`
      )
    } catch (error) {
      if (!(error instanceof RestoreRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
