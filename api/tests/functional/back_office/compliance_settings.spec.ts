import type { AdminRepresentativeCountryAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import type Worker from '#models/worker'
import AuditLog from '#models/audit_log'
import RepresentativeCountry from '#models/representative_country'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  auditCount,
  BOTH_TERMS,
  countryInput,
  sendCountry,
} from '#tests/functional/back_office/settings_fixtures'
import { giveDocuments } from '#tests/functional/back_office/compliance_fixtures'
import { base, createWorker, get } from '#tests/functional/workers/worker_fixtures'

/** Germany with one posting holding every default document but the A1, and a Dutch posting beside it. */
async function germanyWithPosting() {
  const germany = await RepresentativeCountryFactory.merge({ code: 'DE', name: 'Germany' }).create()
  const contract = await WorkerContractFactory.merge({ representativeCountryId: germany.id })
    .with('company')
    .create()
  const worker = await createWorker(contract)
  await giveDocuments(worker, { A1: null })
  const dutch = await WorkerContractFactory.merge({ companyId: contract.companyId })
    .with('representativeCountry', 1, (country) => country.merge({ code: 'NL', name: 'Netherlands' }))
    .create()
  const other = await createWorker(dutch)
  await contract.load('company')
  const customer = await createCustomer({ company: contract.company })
  return { germany, contract, worker, other, customer }
}

/** The posting as its contract's workers list answers it (the customer's call, which judges lapsed readiness). */
async function postingAsListed(client: Parameters<typeof get>[0], user: User, worker: Worker) {
  const response = await get(
    client,
    user,
    `${base(worker.companyId)}/contract/${worker.workerContractId}/workers`
  )
  response.assertStatus(200)
  return (response.body().workers as { id: number; readiness: string; missing: string[] }[]).find(
    (row) => row.id === worker.id
  )!
}

async function validThrough(worker: Worker) {
  await worker.refresh()
  return worker.readinessValidThrough
}

const STALE = '1000-01-01'

test.group('Back-office | a country’s required documents', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a new list is saved, answered and audited; the country’s postings are judged again on their next read', async ({
    client,
    assert,
  }) => {
    const { germany, worker, other, customer } = await germanyWithPosting()
    const admin = await createAdmin()
    assert.containsSubset(await postingAsListed(client, customer, worker), {
      readiness: 'not_ready',
      missing: ['A1'],
    })
    const otherThrough = await validThrough(other)

    const response = await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({ requiredDocumentCategories: ['DRIVING_LICENCE', 'DRIVER_CARD'] }),
    })

    response.assertStatus(200)
    const answer = response.body() as AdminRepresentativeCountryAnswer
    assert.deepEqual(answer.requiredDocumentCategories, ['DRIVING_LICENCE', 'DRIVER_CARD'])
    assert.equal(await validThrough(worker), STALE)
    assert.equal(await validThrough(other), otherThrough)
    assert.containsSubset(await postingAsListed(client, customer, worker), {
      readiness: 'ready',
      missing: [],
    })

    const line = await AuditLog.query().where('action', 'representativeCountry.update').firstOrFail()
    assert.containsSubset(line.payload, {
      before: {
        requiredDocumentCategories: [
          'POSTING_DECLARATION',
          'A1',
          'DRIVING_LICENCE',
          'DRIVER_CARD',
          'WORK_CONTRACT',
        ],
        requiredDocumentCategoriesDefault: true,
      },
      after: {
        requiredDocumentCategories: ['DRIVING_LICENCE', 'DRIVER_CARD'],
        requiredDocumentCategoriesDefault: false,
      },
    })
    const shown = await client.get(`/en/api/admin/representativeCountries/${germany.id}`).loginAs(admin)
    assert.deepEqual(shown.body().requiredDocumentCategories, ['DRIVING_LICENCE', 'DRIVER_CARD'])
  })

  test('left out, the list is kept and nothing is judged again; null goes back to the default', async ({
    client,
    assert,
  }) => {
    const { germany, worker, customer } = await germanyWithPosting()
    const admin = await createAdmin()
    await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({ requiredDocumentCategories: ['CPC'] }),
    })
    await postingAsListed(client, customer, worker)
    const judged = await validThrough(worker)

    const kept = await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({ name: 'Deutschland' }),
    })

    assert.deepEqual(kept.body().requiredDocumentCategories, ['CPC'])
    assert.equal(await validThrough(worker), judged)
    const lastLine = await AuditLog.query().orderBy('id', 'desc').firstOrFail()
    assert.notProperty((lastLine.payload as { after: object }).after, 'requiredDocumentCategories')

    const reset = await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({ requiredDocumentCategories: null }),
    })

    assert.isNull(reset.body().requiredDocumentCategories)
    assert.equal(await validThrough(worker), STALE)
    assert.containsSubset(await postingAsListed(client, customer, worker), {
      readiness: 'not_ready',
      missing: ['A1'],
    })
  })

  test('the default made the country’s own list: only the flag changes, nothing is judged again', async ({
    client,
    assert,
  }) => {
    const { germany, worker, customer } = await germanyWithPosting()
    const admin = await createAdmin()
    await postingAsListed(client, customer, worker)
    const judged = await validThrough(worker)

    const response = await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({
        requiredDocumentCategories: [
          'POSTING_DECLARATION',
          'A1',
          'DRIVING_LICENCE',
          'DRIVER_CARD',
          'WORK_CONTRACT',
        ],
      }),
    })

    response.assertStatus(200)
    assert.equal(await validThrough(worker), judged)
    const line = await AuditLog.query().where('action', 'representativeCountry.update').firstOrFail()
    const { before, after } = line.payload as Record<'before' | 'after', Record<string, unknown>>
    assert.equal(before.requiredDocumentCategoriesDefault, true)
    assert.equal(after.requiredDocumentCategoriesDefault, false)
    assert.notProperty(after, 'requiredDocumentCategories')
  })

  test('an empty list requires nothing: every posting of the country is ready', async ({
    client,
    assert,
  }) => {
    const { germany, worker, customer } = await germanyWithPosting()
    const admin = await createAdmin()

    const response = await sendCountry(client, admin, {
      id: germany.id,
      input: countryInput({ requiredDocumentCategories: [] }),
    })

    assert.deepEqual(response.body().requiredDocumentCategories, [])
    assert.containsSubset(await postingAsListed(client, customer, worker), {
      readiness: 'ready',
      missing: [],
    })
  })

  test('a new country: its own list, or the default when left out', async ({ client, assert }) => {
    const admin = await createAdmin()

    const own = await sendCountry(client, admin, {
      input: countryInput({ requiredDocumentCategories: ['A1', 'CPC'] }),
      files: BOTH_TERMS,
    })
    const byDefault = await sendCountry(client, admin, {
      input: countryInput({ code: 'AT', name: 'Austria' }),
      files: BOTH_TERMS,
    })

    own.assertStatus(201)
    assert.deepEqual(own.body().requiredDocumentCategories, ['A1', 'CPC'])
    byDefault.assertStatus(201)
    assert.isNull(byDefault.body().requiredDocumentCategories)
    const created = await AuditLog.query()
      .where('action', 'representativeCountry.create')
      .orderBy('id')
      .firstOrFail()
    assert.containsSubset(created.payload, {
      after: { requiredDocumentCategories: ['A1', 'CPC'], requiredDocumentCategoriesDefault: false },
    })
  })

  test('refused in {lang}: {title}')
    .with([
      {
        title: 'an unknown category',
        lang: 'en',
        value: ['A1', 'PASSPORT'],
        errors: [{ field: 'requiredDocumentCategories.1', message: 'Choose a value from the list' }],
      },
      {
        title: 'a category twice',
        lang: 'fr',
        value: ['A1', 'CPC', 'A1'],
        errors: [
          { field: 'requiredDocumentCategories', message: 'Chaque valeur ne peut être choisie qu’une fois' },
        ],
      },
      {
        title: 'not a list',
        lang: 'pl',
        value: 'A1',
        errors: [{ field: 'requiredDocumentCategories', message: 'Pole jest nieprawidłowe' }],
      },
      {
        title: 'a list of objects',
        lang: 'en',
        value: [{ category: 'A1' }],
        errors: [{ field: 'requiredDocumentCategories.0', message: 'Choose a value from the list' }],
      },
    ])
    .run(async ({ client, assert }, { lang, value, errors }) => {
      const { germany, worker, customer } = await germanyWithPosting()
      const admin = await createAdmin()
      await postingAsListed(client, customer, worker)
      const judged = await validThrough(worker)

      const response = await client
        .put(`/${lang}/api/admin/representativeCountries/${germany.id}`)
        .field('input', JSON.stringify(countryInput({ requiredDocumentCategories: value })))
        .withCsrfToken()
        .loginAs(admin)

      response.assertStatus(422)
      assert.containsSubset(response.body().errors, errors)
      await germany.refresh()
      assert.isNull(germany.requiredDocumentCategories)
      assert.equal(await validThrough(worker), judged)
      assert.equal(await auditCount(), 0)
    })

  test('anonymous 401, customer 403: nothing changes', async ({ client, assert }) => {
    const { germany, customer } = await germanyWithPosting()
    const input = countryInput({ requiredDocumentCategories: [] })

    ;(await sendCountry(client, null, { id: germany.id, input })).assertStatus(401)
    ;(await sendCountry(client, customer, { id: germany.id, input })).assertStatus(403)

    const stored = await RepresentativeCountry.findOrFail(germany.id)
    assert.isNull(stored.requiredDocumentCategories)
  })
})
