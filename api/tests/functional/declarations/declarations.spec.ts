import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import PostingDeclaration from '#models/posting_declaration'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { isolateEachTest } from '#tests/helpers/database'
import {
  NOT_FOUND,
  createContract,
  createWorker,
  customerWithContract,
  get,
  post,
} from '#tests/functional/workers/worker_fixtures'
import {
  companyPath,
  completeDriver,
  completeOperator,
  createDeclaration,
} from '#tests/functional/declarations/declaration_fixtures'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

test.group('Declarations | the register', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a draft made, submitted once IMI has every field, counted by readiness, then withdrawn', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const today = todayUtc()
    const base = companyPath(company.id)

    const created = await post(client, user, `${base}/postingDeclarations`, {
      workerId: worker.id,
      startDate: today,
      endDate: addDays(today, 59),
      plates: ['wa 12345', 'WA-12345', 'kr 9876'],
      transportType: 'goods',
      operations: ['international', 'cabotage'],
    })
    created.assertStatus(200)
    const declaration = created.body().declaration
    assert.containsSubset(declaration, {
      workerId: worker.id,
      driverName: 'Jan Kowalski',
      status: 'draft',
      state: 'draft',
      plates: ['WA12345', 'KR9876'],
      document: null,
    })
    assert.include(declaration.missing, 'communityLicenceNumber')

    const early = await post(
      client,
      user,
      `${companyPath(company.id, 'fr')}/postingDeclaration/${declaration.id}/submit`
    )
    early.assertStatus(422)
    assert.match(early.body().errors[0].message, /^IMI demande encore : Numéro de licence communautaire, /)
    assert.include(early.body().missing, 'licenceNumber')
    assert.equal((await PostingDeclaration.findOrFail(declaration.id)).status, 'draft')

    await completeOperator(company)
    await completeDriver(worker.driverId)
    const submitted = await post(client, user, `${base}/postingDeclaration/${declaration.id}/submit`, {
      imiNumber: 'IMI-2026-1',
    })
    submitted.assertStatus(200)
    assert.containsSubset(submitted.body().declaration, {
      status: 'submitted',
      imiNumber: 'IMI-2026-1',
      missing: [],
    })
    const posting = (await Worker.findOrFail(worker.id)).serialize()
    assert.notInclude(posting.readinessMissing, 'POSTING_DECLARATION')

    const register = await get(client, user, `${base}/postingDeclarations?country=${declaration.countryCode}`)
    register.assertStatus(200)
    assert.containsSubset(register.body().postings, [
      { workerId: worker.id, declaredUntil: addDays(today, 59) },
    ])
    assert.include(register.body().countries, declaration.countryCode)

    const again = await post(client, user, `${base}/postingDeclaration/${declaration.id}/submit`)
    again.assertStatus(400)
    assert.equal(again.body().errors[0].message, 'Only a draft can be marked as submitted.')

    const withdrawn = await post(client, user, `${base}/postingDeclaration/${declaration.id}/withdraw`)
    withdrawn.assertStatus(200)
    assert.equal(withdrawn.body().declaration.state, 'withdrawn')
    const after = await get(client, user, `${base}/postingDeclarations`)
    assert.containsSubset(after.body().postings, [{ workerId: worker.id, declaredUntil: null }])
    const edit = await post(client, user, `${base}/postingDeclaration/${declaration.id}/update`, {
      startDate: today,
      endDate: addDays(today, 10),
      transportType: 'goods',
      operations: ['international'],
    })
    edit.assertStatus(400)
  })

  test('a draft is corrected; an ended declaration is a record; a submitted one stays complete for IMI', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const base = companyPath(company.id)
    const draft = await createDeclaration(worker)
    const body = {
      startDate: draft.startDate,
      endDate: addDays(draft.startDate, 40),
      plates: ['kr 9876'],
      transportType: 'passengers',
      operations: ['cabotage'],
      imiNumber: 'IMI-9',
    }
    const corrected = await post(client, user, `${base}/postingDeclaration/${draft.id}/update`, body)
    corrected.assertStatus(200)
    assert.containsSubset(corrected.body().declaration, {
      endDate: addDays(draft.startDate, 40),
      plates: ['KR9876'],
      transportType: 'passengers',
      operations: ['cabotage'],
      imiNumber: 'IMI-9',
      status: 'draft',
    })

    const ended = await createDeclaration(worker, {
      status: 'submitted',
      startDate: addDays(todayUtc(), -30),
      endDate: addDays(todayUtc(), -1),
    })
    const late = await post(client, user, `${base}/postingDeclaration/${ended.id}/update`, body)
    late.assertStatus(400)
    assert.equal(late.body().errors[0].message, 'An ended declaration can no longer be changed.')
    ;(await post(client, user, `${base}/postingDeclaration/${ended.id}/withdraw`)).assertStatus(400)

    await completeOperator(company)
    const other = await createWorker(contract)
    await completeDriver(other.driverId)
    const submitted = await createDeclaration(other, { status: 'submitted' })
    const emptied = await post(client, user, `${base}/postingDeclaration/${submitted.id}/update`, {
      ...body,
      plates: [],
    })
    emptied.assertStatus(422)
    assert.deepEqual(emptied.body().missing, ['plates'])
    assert.deepEqual((await PostingDeclaration.findOrFail(submitted.id)).plates, ['WA12345'])
  })

  test('one declaration at a time per posting and country: an overlap is refused until the other is withdrawn', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const first = await createDeclaration(worker, { status: 'submitted' })
    const body = {
      workerId: worker.id,
      startDate: addDays(first.endDate, -5),
      endDate: addDays(first.endDate, 20),
      plates: ['WA12345'],
      transportType: 'goods',
      operations: ['international'],
    }
    const path = `${companyPath(company.id, 'fr')}/postingDeclarations`
    const refused = await post(client, user, path, body)
    refused.assertStatus(422)
    assert.match(refused.body().errors[0].message, /^Ce conducteur est déjà déclaré dans ce pays du /)
    const next = await post(client, user, path, { ...body, startDate: addDays(first.endDate, 1) })
    next.assertStatus(200)
    await first.merge({ status: 'withdrawn' }).save()
    const stretched = await post(
      client,
      user,
      `${companyPath(company.id)}/postingDeclaration/${next.body().declaration.id}/update`,
      {
        ...body,
        startDate: first.startDate,
      }
    )
    stretched.assertStatus(200)
  })

  test('readiness reads a current submitted declaration as the posting declaration document', async ({
    assert,
  }) => {
    const { contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const readiness = async () => {
      await refreshDriverReadiness([worker.driverId])
      const row = await Worker.query().where('id', worker.id).firstOrFail()
      return row.serialize()
    }
    assert.include((await readiness()).readinessMissing, 'POSTING_DECLARATION')
    const draft = await createDeclaration(worker)
    assert.include((await readiness()).readinessMissing, 'POSTING_DECLARATION')
    await draft.merge({ status: 'submitted' }).save()
    const declared = await readiness()
    assert.notInclude(declared.readinessMissing, 'POSTING_DECLARATION')
    // Its last day is within 30 days: the posting shows it ending, as it would a document.
    assert.deepInclude(declared.readinessExpiring, {
      category: 'POSTING_DECLARATION',
      validUntil: draft.endDate,
    })
  })

  test('dates, country, plates and operations refused with 422 in the caller language', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const start = contract.startDate
    const valid = {
      workerId: worker.id,
      startDate: start,
      endDate: addDays(start, 30),
      plates: ['WA12345'],
      transportType: 'goods',
      operations: ['international'],
    }
    const cases: [object, string, string][] = [
      [
        { endDate: addDays(start, -1) },
        'endDate',
        'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
      ],
      [{ endDate: addDays(start, 182) }, 'startDate', 'Deklaracja obejmuje najwyżej sześć miesięcy.'],
      [{ startDate: addDays(start, -1) }, 'startDate', 'Deklaracja musi mieścić się w okresie umowy'],
      [{ countryCode: 'FR' }, 'countryCode', 'Deklaracje tej umowy składa się w jej kraju.'],
      [{ plates: ['=1+1'] }, 'plates', 'nie jest numerem rejestracyjnym'],
      [{ operations: [] }, 'operations', ''],
      [{ transportType: 'cattle' }, 'transportType', ''],
      [{ startDate: '2026-02-30' }, 'startDate', ''],
      [{ workerId: 'x' }, 'workerId', ''],
    ]
    for (const [change, field, message] of cases) {
      const response = await post(client, user, `${companyPath(company.id, 'pl')}/postingDeclarations`, {
        ...valid,
        ...change,
      })
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, field, JSON.stringify(change))
      assert.include(response.body().errors[0].message, message)
    }
    assert.equal((await PostingDeclaration.query().where('company_id', company.id)).length, 0)
  })

  test('the EU Mobility Package: the host country is chosen in the EU, not the company own', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContract()
    const mobility = await WorkerContractFactory.merge({ companyId: company.id })
      .with('representativeCountry', 1, (country) => country.merge({ code: 'EU', isMobilityPackage: true }))
      .create()
    const worker = await createWorker(mobility)
    const body = {
      workerId: worker.id,
      startDate: mobility.startDate,
      endDate: addDays(mobility.startDate, 10),
      plates: [],
      transportType: 'passengers',
      operations: ['cabotage'],
    }
    const path = `${companyPath(company.id)}/postingDeclarations`
    const none = await post(client, user, path, body)
    none.assertStatus(422)
    const own = await post(client, user, path, { ...body, countryCode: 'PL' })
    own.assertStatus(422)
    assert.equal(own.body().errors[0].message, "A driver is not posted to the company's own country.")
    const swiss = await post(client, user, path, { ...body, countryCode: 'CH' })
    swiss.assertStatus(422)
    const german = await post(client, user, path, { ...body, countryCode: 'de' })
    german.assertStatus(200)
    assert.containsSubset(german.body().declaration, { countryCode: 'DE', isMobilityPackage: true })
  })

  test('the IMI PDF of a submitted declaration is kept as its posting declaration document', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const draft = await createDeclaration(worker, { imiNumber: 'IMI-7' })
    const path = (id: number) => `${companyPath(company.id)}/postingDeclaration/${id}/pdf`
    const upload = (id: number) =>
      client.post(path(id)).withCsrfToken().loginAs(user).file('files', PDF, { filename: 'imi.pdf' })

    const early = await upload(draft.id)
    early.assertStatus(400)
    await draft.merge({ status: 'submitted' }).save()
    const attached = await upload(draft.id)
    attached.assertStatus(200)
    const document = await WorkerDocument.findOrFail(attached.body().declaration.document.id)
    assert.containsSubset(document.serialize(), {
      category: 'POSTING_DECLARATION',
      workerId: worker.id,
      validFrom: draft.startDate,
      validUntil: draft.endDate,
      documentNumber: 'IMI-7',
    })
    const replaced = await upload(draft.id)
    replaced.assertStatus(200)
    assert.isNull(await WorkerDocument.find(document.id))
    const refused = await client
      .post(path(draft.id))
      .withCsrfToken()
      .loginAs(user)
      .file('files', Buffer.from('MZ not a pdf'), { filename: 'imi.exe' })
    refused.assertStatus(422)
  })

  test("another company's declarations answer 404, anonymous 401, nothing changed", async ({
    client,
    assert,
  }) => {
    const mine = await customerWithContract()
    const theirs = await customerWithContract()
    const theirWorker = await createWorker(theirs.contract)
    const theirs1 = await createDeclaration(theirWorker)
    const ended = await createContract(mine.company, { expired: true })
    assert.exists(ended)
    const base = companyPath(mine.company.id)
    for (const response of [
      await get(client, mine.user, `${companyPath(theirs.company.id)}/postingDeclarations`),
      await get(client, mine.user, `${companyPath(theirs.company.id)}/postingDeclarations/export`),
      await post(client, mine.user, `${base}/postingDeclarations`, {
        workerId: theirWorker.id,
        startDate: theirs.contract.startDate,
        endDate: addDays(theirs.contract.startDate, 5),
        plates: ['WA12345'],
        transportType: 'goods',
        operations: ['international'],
      }),
      await post(client, mine.user, `${base}/postingDeclaration/${theirs1.id}/submit`),
      await post(client, mine.user, `${base}/postingDeclaration/${theirs1.id}/withdraw`),
      await post(client, mine.user, `${base}/postingDeclaration/${theirs1.id}/update`, {
        startDate: theirs.contract.startDate,
        endDate: addDays(theirs.contract.startDate, 5),
        transportType: 'goods',
        operations: ['international'],
      }),
    ]) {
      response.assertStatus(404)
      assert.deepEqual(response.body(), NOT_FOUND)
    }
    assert.equal((await PostingDeclaration.findOrFail(theirs1.id)).status, 'draft')
    assert.lengthOf(await PostingDeclaration.query().where('company_id', mine.company.id), 0)
    ;(await get(client, null, `${base}/postingDeclarations`)).assertStatus(401)
  })
})
