/**
 * The restore drill: the cluster's database and bucket backed up (`backup:create`, what `npm run backup` runs),
 * restored into a fresh database and a fresh bucket (`backup:restore`, which checks every table's rows and every
 * file against the backup's manifest), an api started on the restored data, and a customer of the backup signing in
 * there and downloading an invoice that must be the same, byte for byte, as the one downloaded before the backup.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paths } from '../bench/options.mjs'
import { signIn } from '../bench/http.mjs'
import { freePort, run } from '../bench/processes.mjs'
import { check } from './checks.mjs'
import { startApi, waitReady } from './services.mjs'

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

async function invoiceBytes(call, invoiceId) {
  const response = await fetch(`${call.baseUrl}/fr/api/invoices/${invoiceId}/download`, {
    headers: { Cookie: call.cookie() },
  })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** `env`: the cluster's; `restored`: the database and bucket to restore into (empty, made by the caller). */
export async function checkRestoreDrill({ env, balancerUrl, connection, restored }) {
  const [[invoice]] = await connection.query(
    `SELECT invoices.id FROM invoices JOIN users ON users.company_id = invoices.company_id AND users.login = 'demo'
     ORDER BY invoices.id LIMIT 1`
  )
  const customer = await signIn(balancerUrl, 'demo', 'Demo1234!')
  customer.baseUrl = balancerUrl
  // Downloaded once, the invoice's PDF is stored in the bucket: the backup must carry it.
  const before = await invoiceBytes(customer, invoice.id)

  const backupRoot = await mkdtemp(join(tmpdir(), 'pw-cluster-backup-'))
  let api = null
  try {
    const backupStarted = Date.now()
    await run(process.execPath, ['ace.js', 'backup:create'], {
      cwd: paths.build,
      env: { ...env, BACKUP_PATH: backupRoot },
    })
    const backupSeconds = seconds(backupStarted)
    const [folder] = await readdir(backupRoot)

    const restoredEnv = { ...env, DB_DATABASE: restored.database, S3_BUCKET: restored.bucket }
    const restoreStarted = Date.now()
    let refusal = ''
    await run(process.execPath, ['ace.js', 'backup:restore', join(backupRoot, folder)], {
      cwd: paths.build,
      env: restoredEnv,
    }).catch((error) => (refusal = error.message.slice(-800)))
    const restoreSeconds = seconds(restoreStarted)
    check(
      'the backup restores into a fresh database and bucket, every table and file as its manifest says',
      refusal === '',
      refusal || `backup ${backupSeconds} s, restore ${restoreSeconds} s (demo data and this run's writes)`
    )
    if (refusal) return

    const port = await freePort()
    api = startApi(restoredEnv, port)
    await waitReady(port, api)
    const restoredUrl = `http://127.0.0.1:${port}`
    const again = await signIn(restoredUrl, 'demo', 'Demo1234!')
    again.baseUrl = restoredUrl
    const after = await invoiceBytes(again, invoice.id)
    check(
      'an api on the restored data: the customer signs in and downloads the same invoice, byte for byte',
      before.status === 200 && after.status === 200 && Buffer.compare(before.bytes, after.bytes) === 0,
      `invoice ${invoice.id}: ${before.status} before (${before.bytes.length} bytes), ${after.status} after (${after.bytes.length} bytes)`
    )
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve))
      api.kill('SIGTERM')
      await exited
    }
    await rm(backupRoot, { recursive: true, force: true })
  }
}
