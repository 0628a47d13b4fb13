import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import env from '#start/env'
import { createBackup } from '#services/backup/create_backup'
import { backupFileStore } from '#services/backup/file_store'
import { primaryConnection } from '#services/database/primary_connection'

/** `npm run backup`: the database and the stored files, into a dated folder under BACKUP_PATH. */
export default class BackupCreate extends BaseCommand {
  static commandName = 'backup:create'
  static description =
    'Back up the database (consistent dump) and the stored files into a dated folder under BACKUP_PATH'
  static options: CommandOptions = { startApp: true }

  async run() {
    const db = await this.app.container.make('lucid.db')
    const root = env.get('BACKUP_PATH') || this.app.makePath('storage/backups')
    const { folder, manifest } = await createBackup(primaryConnection(db), backupFileStore(), root)
    const rows = Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0)
    this.logger.success(
      `Backup ${folder}: ${Object.keys(manifest.database.rows).length} tables (${rows} rows), ` +
        `${manifest.files.count} files (${manifest.files.bytes} bytes)`
    )
  }
}
