/**
 * `--backup-drill`: how long `npm run backup` and `npm run restore` take at the loaded volume. The benchmark's
 * database is backed up (backup:create), then restored (backup:restore, which checks every table's rows and every
 * file against the manifest) into the empty database `<database>_restored` and an empty storage folder. Times, the
 * rows and the backup's size are printed; nothing else is measured.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paths } from './options.mjs'
import { ace, run } from './processes.mjs'

async function folderBytes(folder) {
  let bytes = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size
  }
  return bytes
}

export async function backupDrill(mode, env, options) {
  const backupRoot = await mkdtemp(join(tmpdir(), 'pw-bench-backup-'))
  const restoredStorage = await mkdtemp(join(tmpdir(), 'pw-bench-restored-files-'))
  const restored = { ...env, DB_DATABASE: `${options.database}_restored`, STORAGE_PATH: restoredStorage }
  try {
    console.log(`==> Backup of ${options.database}`)
    let started = performance.now()
    await ace(mode, ['backup:create'], { ...env, BACKUP_PATH: backupRoot })
    const backupSeconds = (performance.now() - started) / 1000
    const [folder] = await readdir(backupRoot)
    const size = await folderBytes(join(backupRoot, folder))

    await run(
      process.execPath,
      [join(paths.root, 'scripts', 'db-prepare.mjs'), '--database', restored.DB_DATABASE],
      {
        cwd: paths.root,
        env: restored,
      }
    )
    await ace(mode, ['db:wipe', '--force'], restored)
    console.log(`==> Restore into ${restored.DB_DATABASE}`)
    started = performance.now()
    await ace(mode, ['backup:restore', join(backupRoot, folder)], restored)
    const restoreSeconds = (performance.now() - started) / 1000
    console.log(
      `    backup ${backupSeconds.toFixed(1)} s (${(size / 1e6).toFixed(1)} MB), ` +
        `restore ${restoreSeconds.toFixed(1)} s, every table and file as the manifest says`
    )
  } finally {
    await rm(backupRoot, { recursive: true, force: true })
    await rm(restoredStorage, { recursive: true, force: true })
  }
}
