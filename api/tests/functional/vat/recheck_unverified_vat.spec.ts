import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import Company from '#models/company'
import AuditLog from '#models/audit_log'
import RecheckUnverifiedVat from '../../../commands/recheck_unverified_vat.js'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import {
  FakeVies,
  viesError,
  viesInvalid,
  viesValid,
  type ViesRequest,
} from '#tests/functional/vat/fake_vies'

/** VIES knows PL5260250274, not PL1234563218, and Poland's service is down for PL7770002895. */
function viesByNumber(request: ViesRequest) {
  if (request.vatNumber === '5260250274') return viesValid()
  if (request.vatNumber === '1234563218') return viesInvalid
  return viesError('MS_UNAVAILABLE')
}

async function runCommand() {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(RecheckUnverifiedVat, [])
  await command.exec()
  return command
}

async function unverified(vatNumber: string, checkedAgo: { minutes?: number; hours?: number } | null) {
  return CompanyFactory.merge({
    vatNumber,
    vatStatus: 'unverified',
    vatCheckedAt: checkedAgo ? DateTime.utc().minus(checkedAgo) : null,
  }).create()
}

test.group('VAT | vat:recheck-unverified', (group) => {
  isolateEachTest(group)

  test('re-checks the unverified numbers that are due and stores each outcome', async ({
    assert,
    cleanup,
  }) => {
    const vies = await FakeVies.start(viesByNumber)
    cleanup(() => vies.close())
    const known = await unverified('PL5260250274', { hours: 2 })
    const unknown = await unverified('PL1234563218', null)
    const stillDown = await unverified('PL7770002895', { hours: 3 })
    const triedRecently = await unverified('PL1111111111', { minutes: 10 })
    const valid = await CompanyFactory.merge({ vatStatus: 'valid' }).create()

    const command = await runCommand()

    command.assertSucceeded()
    command.assertLog('[ blue(info) ] VAT re-check: 3 checked, 1 valid, 1 invalid, 1 still unverified')
    command.assertLogMatches(new RegExp(`flagged to admins: ${unknown.id}$`))
    assert.sameMembers(
      vies.requests.map((request) => request.vatNumber),
      ['5260250274', '1234563218', '7770002895']
    )

    await Promise.all([known, unknown, stillDown, triedRecently, valid].map((company) => company.refresh()))
    assert.equal(known.vatStatus, 'valid')
    assert.equal(known.vatConsultationNumber, 'WAPIAAAAZ0jm2yQ7')
    assert.equal(unknown.vatStatus, 'invalid')
    assert.equal(stillDown.vatStatus, 'unverified')
    assert.isAbove(stillDown.vatCheckedAt!.toMillis(), DateTime.utc().minus({ minutes: 1 }).toMillis())
    assert.equal(triedRecently.vatStatus, 'unverified')
    assert.equal(valid.vatStatus, 'valid')

    const flags = await AuditLog.query().where('action', 'company.vatCheck').orderBy('subject_id')
    assert.sameDeepMembers(
      flags.map((log) => [
        log.subjectId,
        log.userId,
        (log.payload as { after: { vatStatus: string } }).after.vatStatus,
      ]),
      [
        [known.id, null, 'valid'],
        [unknown.id, null, 'invalid'],
      ]
    )
  })

  test('two runs at once check each company once', async ({ assert, cleanup }) => {
    const vies = await FakeVies.start(viesByNumber)
    cleanup(() => vies.close())
    const companies = [
      await unverified('PL5260250274', null),
      await unverified('PL1234563218', { hours: 2 }),
      await unverified('PL7770002895', { hours: 5 }),
    ]

    const [first, second] = await Promise.all([runCommand(), runCommand()])

    first.assertSucceeded()
    second.assertSucceeded()
    assert.sameMembers(
      vies.requests.map((request) => request.vatNumber),
      ['5260250274', '1234563218', '7770002895']
    )
    const statuses = await Company.query()
      .whereIn(
        'id',
        companies.map((company) => company.id)
      )
      .orderBy('id')
    assert.deepEqual(
      statuses.map((company) => company.vatStatus),
      ['valid', 'invalid', 'unverified']
    )
  })

  test('a run with nothing due changes nothing', async ({ assert, cleanup }) => {
    const vies = await FakeVies.start(viesByNumber)
    cleanup(() => vies.close())
    await unverified('PL5260250274', { minutes: 30 })

    const command = await runCommand()

    command.assertSucceeded()
    command.assertLog('[ blue(info) ] VAT re-check: 0 checked, 0 valid, 0 invalid, 0 still unverified')
    assert.lengthOf(vies.requests, 0)
  })
})
