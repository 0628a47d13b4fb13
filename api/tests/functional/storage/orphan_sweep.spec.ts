import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import app from '@adonisjs/core/services/app'
import jobs from '#services/queue/main'
import SweepOrphanFiles from '../../../commands/sweep_orphan_files.js'
import { ORPHAN_MIN_AGE_MS } from '#services/storage/orphan_rules'
import { sweepOrphanFiles } from '#services/storage/sweep_orphans'
import { isolateEachTest } from '#tests/helpers/database'
import { createDocument, createWorker, customerWithContract } from '#tests/functional/workers/worker_fixtures'

/** Runs on the local disk and, in the scale-out run (TEST_STORAGE=s3), on the S3 bucket. */
test.group('Storage | the sweep of orphan files', (group) => {
  isolateEachTest(group)

  async function storedFiles() {
    const { contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const document = await createDocument(worker)
    const disk = drive.use()
    const run = randomUUID()
    const files = {
      owned: document.fileKey,
      driverOrphan: `drivers/${worker.companyId}/${worker.driverId}/${run}`,
      requestOrphan: `authority-requests/${worker.companyId}/1/${run}`,
      attachmentOrphan: `attachments/${run}.pdf`,
      // Not an upload's folder: rendered from its row when missing, never swept.
      invoice: `invoices/2026/sweep-${run}.pdf`,
    }
    for (const key of Object.values(files)) await disk.put(key, '%PDF-1.4 sweep')
    return files
  }

  test('files no row owns are deleted once an hour old; owned files and other folders stay', async ({
    assert,
  }) => {
    const files = await storedFiles()
    const disk = drive.use()
    try {
      // Just written: an upload may still be on its way to its row.
      const fresh = await sweepOrphanFiles()
      for (const key of Object.values(files)) assert.isTrue(await disk.exists(key), key)
      assert.isAtLeast(fresh.scanned['drivers/'], 2)
      assert.equal(fresh.deleted['drivers/'], 0)

      // A dry run an hour later counts them and deletes nothing.
      const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000)
      const counted = await sweepOrphanFiles({ now: later, dryRun: true })
      assert.isAtLeast(counted.deleted['drivers/'], 1)
      assert.isTrue(await disk.exists(files.driverOrphan))

      const swept = await sweepOrphanFiles({ now: later })
      assert.isFalse(await disk.exists(files.driverOrphan))
      assert.isFalse(await disk.exists(files.requestOrphan))
      assert.isFalse(await disk.exists(files.attachmentOrphan))
      assert.isTrue(await disk.exists(files.owned))
      assert.isTrue(await disk.exists(files.invoice))
      assert.isAtLeast(swept.deleted['drivers/'], 1)
      assert.isAtLeast(swept.deleted['authority-requests/'], 1)
      assert.isAtLeast(swept.deleted['attachments/'], 1)
    } finally {
      for (const key of Object.values(files)) await disk.delete(key)
    }
  })

  test('storage:sweep-orphans runs the sweep and says what it found; so does the sweep-orphans job', async ({
    assert,
  }) => {
    const files = await storedFiles()
    const disk = drive.use()
    try {
      const ace = await app.container.make('ace')
      ace.ui.switchMode('raw')
      const command = await ace.create(SweepOrphanFiles, ['--dry-run'])
      await command.exec()
      command.assertSucceeded()
      command.assertLogMatches(/drivers\/: \d+ files, 0 orphans would be deleted/)

      // The queue's job (run here without Redis) sweeps with the real clock: the files are too young.
      await jobs.dispatch('sweep-orphans', {})
      for (const key of Object.values(files)) assert.isTrue(await disk.exists(key), key)
    } finally {
      for (const key of Object.values(files)) await disk.delete(key)
    }
  })
})
