import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { identifierKey } from '#services/auth/identifiers'
import { transactionWithRetry } from '#services/database/retry_transaction'
import { commitEachTest } from '#tests/helpers/database'
import { registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'

/**
 * Writes that several requests (or several api processes) make at the same moment: they commit for real, as two
 * connections must see each other's locks.
 */
test.group('Concurrent writes', (group) => {
  commitEachTest(group)

  test('a transaction the database picks as a deadlock victim runs again and commits', async ({ assert }) => {
    await db.table('document_sequences').multiInsert([
      { type: 'invoice', year: 2091, last_number: 0 },
      { type: 'invoice', year: 2092, last_number: 0 },
    ])
    let bothHoldOne!: () => void
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve))
    let held = 0
    let runs = 0
    // Each locks one row, waits until the other holds its own, then wants the other's: InnoDB rolls one back.
    const crossing = (first: number, second: number) =>
      transactionWithRetry(async (trx) => {
        runs++
        await trx.from('document_sequences').where({ type: 'invoice', year: first }).forUpdate().first()
        if (++held === 2) bothHoldOne()
        // Never wait forever: a test that fails must end its transactions.
        await Promise.race([
          holding,
          sleep(10_000).then(() => Promise.reject(new Error('the two never held a row each'))),
        ])
        await trx
          .from('document_sequences')
          .where({ type: 'invoice', year: second })
          .increment('last_number', 1)
        await trx
          .from('document_sequences')
          .where({ type: 'invoice', year: first })
          .increment('last_number', 1)
      })

    await Promise.all([crossing(2091, 2092), crossing(2092, 2091)])

    assert.equal(runs, 3, 'the victim ran a second time')
    const rows = await db.from('document_sequences').whereIn('year', [2091, 2092]).orderBy('year')
    assert.deepEqual(
      rows.map((row) => Number(row.last_number)),
      [2, 2],
      'both committed once, the victim without a trace of its first run'
    )
  })

  test('a transaction that fails for another reason is not run again', async ({ assert }) => {
    let runs = 0
    await assert.rejects(() =>
      transactionWithRetry(async () => {
        runs++
        throw new Error('not a lock conflict')
      })
    )
    assert.equal(runs, 1)
  })

  test('registrations arriving together all succeed, each with its own identifiers', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const bodies = Array.from({ length: 8 }, () => registrationBody())
    const responses = await Promise.all(
      bodies.map((body) => client.post(`/en${WORKERS}/register`).json(body).withCsrfToken())
    )

    assert.deepEqual(
      responses.map((response) => response.status()),
      bodies.map(() => 200)
    )
    assert.equal(
      await WorkerRequest.query()
        .count('* as total')
        .first()
        .then((row) => row!.$extras.total),
      8
    )
    for (const body of bodies) {
      const user = await User.findByOrFail('email', body.profile.email.toLowerCase())
      const identifiers = await db.from('user_identifiers').where('user_id', user.id)
      assert.deepEqual(
        identifiers.map((row) => row.identifier),
        [identifierKey(body.profile.email)]
      )
    }
  })

  test('two registrations racing for one e-mail: one account, the other told the e-mail is taken', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const [first, second] = [registrationBody(), registrationBody()]
    second.profile.email = first.profile.email
    const responses = await Promise.all(
      [first, second].map((body) => client.post(`/en${WORKERS}/register`).json(body).withCsrfToken())
    )

    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 422]
    )
    const refused = responses.find((response) => response.status() === 422)!
    assert.equal(refused.body().errors[0].field, 'profile.email')
    assert.lengthOf(await User.query().where('email', first.profile.email.toLowerCase()), 1)
  })
})
