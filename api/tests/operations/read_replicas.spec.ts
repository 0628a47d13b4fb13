import { test } from '@japa/runner'
import env from '#start/env'
import { startApiServer, type ApiServer } from '#tests/helpers/api_server'
import { freePort } from '#tests/helpers/private_mariadb'

/** A public call that reads the database outside a transaction: Lucid sends it to a read replica when there is one. */
const READS = '/en/api/representativeCountries/list'

async function status(server: ApiServer, path: string) {
  const response = await fetch(server.url(path), { signal: AbortSignal.timeout(30_000) })
  await response.arrayBuffer()
  return response.status
}

/**
 * DB_READ_HOSTS reaches Lucid: reads go to the replicas it names. Proved with a replica that does not answer (a
 * closed port: reads fail with the usual 503, the primary still migrated and serves readiness) and with the primary
 * named as its own replica (reads answer).
 */
test.group('Operations | read replicas', (group) => {
  const servers: ApiServer[] = []
  group.each.teardown(() => {
    for (const server of servers.splice(0)) server.process.kill('SIGKILL')
  })

  test('reads go to the replica DB_READ_HOSTS names', async ({ assert }) => {
    const closed = await freePort()
    const deadReplica = await startApiServer({ DB_READ_HOSTS: `127.0.0.1:${closed}` })
    servers.push(deadReplica)
    assert.equal(await status(deadReplica, READS), 503)

    const selfReplica = await startApiServer({ DB_READ_HOSTS: `${env.get('DB_HOST')}:${env.get('DB_PORT')}` })
    servers.push(selfReplica)
    assert.equal(await status(selfReplica, READS), 200)
  }).timeout(180_000)
})
