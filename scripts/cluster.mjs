#!/usr/bin/env node
/**
 * Several api processes behind a load balancer, on one MySQL database, one Redis and one S3 bucket, and the checks
 * that they behave as one (issue 15's scale-out test; part of `npm test`).
 *
 *   node scripts/cluster.mjs [--processes 3] [--keep]
 *
 * Runs the built api (api/build: `npm run build` first) with the production settings of a multi-process install:
 * sessions and throttles on Redis, jobs on its queue, files on S3 (an S3 API served on loopback by s3rver), client
 * addresses from the balancer. Steps: N migrations started at once (one migrates, the others wait), the demo data,
 * N api processes and a round-robin balancer, then the checks. Exits 1 when a check fails. Its database is
 * `posted_workers_cluster` (wiped first), its Redis keys `pw-cluster:<pid>:` in database 2 (deleted at the end).
 * `--keep` leaves everything running until Ctrl-C, to look around at the printed address.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mysql from 'mysql2/promise'
import { Redis } from 'ioredis'
import { paths, readDotEnv } from './bench/options.mjs'
import { freePort, run } from './bench/processes.mjs'
import {
  check,
  checkFiles,
  checkNumbering,
  checkReminders,
  checkSessions,
  checkThrottle,
  results,
} from './cluster/checks.mjs'
import { checkRestoreDrill } from './cluster/restore_drill.mjs'
import { checkRollingRestart } from './cluster/rolling.mjs'
import { startApi, startBalancer, startS3, waitReady } from './cluster/services.mjs'

const args = process.argv.slice(2)
const PROCESSES = Number(args[args.indexOf('--processes') + 1]) || 3
const KEEP = args.includes('--keep')
const DATABASE = 'posted_workers_cluster'
const BUCKET = 'posted-workers-cluster'
// The restore drill's: emptied at each run.
const RESTORED_DATABASE = 'posted_workers_cluster_restored'
const RESTORED_BUCKET = 'posted-workers-cluster-restored'

async function main() {
  const dotEnv = readDotEnv()
  const redisPrefix = `pw-cluster:${process.pid}:`
  const mailDirectory = await mkdtemp(join(tmpdir(), 'pw-cluster-mails-'))
  const s3Directory = await mkdtemp(join(tmpdir(), 'pw-cluster-s3-'))
  const s3 = await startS3(s3Directory, BUCKET, RESTORED_BUCKET)
  const s3Port = s3.port
  const env = {
    ...process.env,
    ...dotEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DB_DATABASE: DATABASE,
    DEMO_DATA: 'true',
    SECURE_COOKIES: 'false',
    TRUSTED_PROXIES: 'loopback',
    // The balancer checks readiness every 250 ms: a stopping process serves a second more, not ready, so that it is
    // sent nothing new while it closes (the rolling restart counts every failed request).
    SHUTDOWN_DRAIN_SECONDS: '1',
    LOG_LEVEL: 'warn',
    SESSION_DRIVER: 'redis',
    LIMITER_STORE: 'redis',
    QUEUE_DRIVER: 'redis',
    REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
    REDIS_PORT: process.env.REDIS_PORT ?? '6379',
    REDIS_DB: '2',
    REDIS_KEY_PREFIX: redisPrefix,
    REMINDERS_SCHEDULE: '* * * * * *',
    MAIL_MAILER: 'file',
    MAIL_FILE_PATH: mailDirectory,
    DRIVE_DISK: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const children = []
  // The processes the rolling restart stopped: their lines tell of a failure too.
  const stopped = []
  // However this script ends, its api processes end with it.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  })
  let balancer = null
  const redis = new Redis({ host: env.REDIS_HOST, port: Number(env.REDIS_PORT), db: 2, lazyConnect: true })
  let connection = null
  try {
    await run(process.execPath, [join(paths.root, 'scripts', 'db-prepare.mjs'), '--database', DATABASE], {
      cwd: paths.root,
      env,
    })
    await run(process.execPath, ['ace.js', 'db:wipe', '--force'], { cwd: paths.build, env })
    const restoredEnv = { ...env, DB_DATABASE: RESTORED_DATABASE }
    await run(
      process.execPath,
      [join(paths.root, 'scripts', 'db-prepare.mjs'), '--database', RESTORED_DATABASE],
      {
        cwd: paths.root,
        env: restoredEnv,
      }
    )
    await run(process.execPath, ['ace.js', 'db:wipe', '--force'], { cwd: paths.build, env: restoredEnv })
    const migrations = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () =>
        run(process.execPath, ['ace.js', 'db:migrate', '--force'], { cwd: paths.build, env })
      )
    )
    check(
      `${PROCESSES} migrations started at once all succeed`,
      migrations.every((result) => result.status === 'fulfilled'),
      migrations.map((result) => result.status).join(', ')
    )
    await run(process.execPath, ['ace.js', 'db:seed'], { cwd: paths.build, env })

    const ports = []
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort())
    for (const port of ports) children.push(startApi(env, port))
    await Promise.all(ports.map((port, i) => waitReady(port, children[i])))
    const balancerPort = await freePort()
    balancer = await startBalancer(ports, balancerPort)
    const balancerUrl = `http://127.0.0.1:${balancerPort}`
    console.log(`==> ${PROCESSES} api processes (${ports.join(', ')}) behind ${balancerUrl}`)

    connection = await mysql.createConnection({
      host: env.DB_HOST || '127.0.0.1',
      port: Number(env.DB_PORT || 3306),
      user: env.DB_USER,
      password: env.DB_PASSWORD || '',
      database: DATABASE,
    })
    await checkSessions(ports)
    await checkThrottle(ports)
    await checkNumbering(balancerUrl, ports, connection)
    await checkReminders(connection, mailDirectory, PROCESSES)
    await checkFiles(ports, connection, s3Directory)
    // The last phase: it stops and starts every process.
    await checkRollingRestart({
      balancerUrl,
      balancer,
      processes: PROCESSES,
      connection,
      restart: async (index) => {
        const stopping = children[index]
        stopped.push(stopping)
        const exited = new Promise((resolve) => stopping.once('exit', (code) => resolve(code)))
        stopping.kill('SIGTERM')
        const exitCode = await exited
        children[index] = startApi(env, ports[index])
        await waitReady(ports[index], children[index])
        return exitCode
      },
    })
    await checkRestoreDrill({
      env,
      balancerUrl,
      connection,
      restored: { database: RESTORED_DATABASE, bucket: RESTORED_BUCKET },
    })

    if (KEEP) {
      console.log(`==> Kept running at ${balancerUrl} (Ctrl-C to stop)`)
      await new Promise((resolve) => {
        process.once('SIGINT', resolve)
        process.once('SIGTERM', resolve)
      })
    }
  } finally {
    if (results.some((ok) => !ok)) {
      for (const child of children)
        console.log(`--- api process ${child.pid}, its last lines:\n${child.log.slice(-4000)}`)
      for (const child of [...stopped, ...children]) {
        if (child.problems.length)
          console.log(
            `--- api process ${child.pid}, its errors and warnings of failure:\n${child.problems.join('\n')}`
          )
      }
    }
    await connection?.end()
    balancer?.close()
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', resolve)
            child.kill('SIGTERM')
          })
      )
    )
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => [])
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    await s3.stop()
    await rm(mailDirectory, { recursive: true, force: true })
    await rm(s3Directory, { recursive: true, force: true })
  }
  const failed = results.filter((ok) => !ok).length
  console.log(failed ? `cluster: ${failed} check(s) failed` : 'cluster: every check passed')
  process.exitCode = failed ? 1 : 0
}

main().catch((error) => {
  console.error(`cluster: ${error.stack ?? error.message}`)
  process.exitCode = 1
})
