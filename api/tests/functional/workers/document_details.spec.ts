import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import WorkerDocument from '#models/worker_document'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'
import {
  NOT_FOUND,
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  get,
  post,
} from '#tests/functional/workers/worker_fixtures'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

type Details = Partial<Record<'validFrom' | 'validUntil' | 'documentNumber' | 'issuingCountry', string>>

/** A multipart upload with each file's category and details (empty fields sent as empty strings). */
function uploadWith(
  client: ApiClient,
  user: User,
  path: string,
  files: { name: string; category: string; details?: Details }[]
) {
  let request = client.post(path).withCsrfToken().loginAs(user)
  for (const file of files) request = request.file('files', PDF_BYTES, { filename: file.name })
  for (const file of files) request = request.field('categories', file.category)
  for (const field of ['validFrom', 'validUntil', 'documentNumber', 'issuingCountry'] as const) {
    for (const file of files) request = request.field(field, file.details?.[field] ?? '')
  }
  return request
}

test.group('Worker documents | details and validity', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test("each file's details are kept; the person's go to the driver, the others to the posting", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const until = addDays(todayUtc(), 400)

    const response = await uploadWith(
      client,
      user,
      `${base(company.id)}/worker/${worker.id}/documents/upload`,
      [
        {
          name: 'Prawo jazdy.pdf',
          category: 'DRIVING_LICENCE',
          details: {
            validFrom: '2020-01-15',
            validUntil: until,
            documentNumber: ' 00123/20/1234 ',
            issuingCountry: 'pl',
          },
        },
        { name: 'Umowa.pdf', category: 'WORK_CONTRACT' },
      ]
    )

    response.assertStatus(200)
    response.assertBodyContains({
      files: [
        {
          fileName: 'Prawo jazdy.pdf',
          category: 'DRIVING_LICENCE',
          scope: 'driver',
          validFrom: '2020-01-15',
          validUntil: until,
          documentNumber: '00123/20/1234',
          issuingCountry: 'PL',
        },
        { fileName: 'Umowa.pdf', scope: 'posting', validFrom: null, validUntil: null, documentNumber: null },
      ],
    })
    const [licence, contractFile] = await WorkerDocument.query()
      .where('driver_id', worker.driverId)
      .orderBy('id')
    assert.isNull(licence.workerId)
    assert.equal(contractFile.workerId, worker.id)
  })

  test('refused with the field: a missing end where the category needs one, bad dates, numbers, countries', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const path = `${base(company.id)}/worker/${worker.id}/documents/upload`
    const cases: [string, Details, string, string][] = [
      ['DRIVER_CARD', {}, 'validUntil', 'Enter the last day card.pdf is valid: this kind of document ends.'],
      [
        'A1',
        { validUntil: '2027-02-30' },
        'validUntil',
        'Enter the dates of card.pdf as YYYY-MM-DD, real calendar dates.',
      ],
      [
        'CPC',
        { validFrom: '2027-03-01', validUntil: '2027-01-01' },
        'validUntil',
        'The last valid day of card.pdf is before its first one.',
      ],
      [
        'A1',
        { documentNumber: 'x'.repeat(51) },
        'documentNumber',
        'Enter the number of card.pdf in at most 50 characters.',
      ],
      [
        'A1',
        { issuingCountry: 'XX' },
        'issuingCountry',
        'Choose the country that issued card.pdf from the list.',
      ],
    ]
    for (const [category, details, field, message] of cases) {
      const response = await uploadWith(client, user, path, [{ name: 'card.pdf', category, details }])
      response.assertStatus(422)
      response.assertBody({ errors: [{ message, field }] })
    }
    const mismatch = await client
      .post(path)
      .withCsrfToken()
      .loginAs(user)
      .file('files', PDF_BYTES, { filename: 'a.pdf' })
      .field('categories', 'A1')
      .field('validUntil', '2030-01-01')
      .field('validUntil', '2031-01-01')
    mismatch.assertStatus(422)
    mismatch.assertBody({
      errors: [{ message: 'Send one value for each file (empty when none).', field: 'validUntil' }],
    })
    assert.lengthOf(await WorkerDocument.all(), 0)
  })

  test("an A1 sent without dates, as the specification's call sends it, is kept but does not make him ready", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)

    const response = await client
      .post(`${base(company.id)}/worker/${worker.id}/documents/upload`)
      .withCsrfToken()
      .loginAs(user)
      .file('files', PDF_BYTES, { filename: 'A1.pdf' })
      .field('categories', 'A1')

    response.assertStatus(200)
    const list = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)
    assert.include(list.body().workers[0].missing, 'A1')
  })

  test('a document is edited after its upload; its owner (person or posting) cannot change', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const document = await createDocument(worker, { category: 'A1' })
    const path = `${base(company.id)}/document/${document.id}/update`

    const edited = await post(client, user, path, {
      category: 'DRIVER_CARD',
      validUntil: '2031-05-31',
      documentNumber: 'PL123',
      issuingCountry: 'PL',
    })
    const otherOwner = await post(client, user, path, { category: 'WORK_CONTRACT' })
    const noEnd = await post(client, user, path, { validUntil: '' })

    edited.assertStatus(200)
    edited.assertBodyContains({
      updated: true,
      document: {
        id: document.id,
        category: 'DRIVER_CARD',
        validUntil: '2031-05-31',
        documentNumber: 'PL123',
      },
      successes: [{ message: 'The document A1 Kowalski.pdf has been saved.' }],
    })
    otherOwner.assertStatus(422)
    assert.equal(otherOwner.body().errors[0].field, 'category')
    noEnd.assertStatus(422)
    assert.equal(noEnd.body().errors[0].field, 'validUntil')
    await document.refresh()
    assert.equal(document.category, 'DRIVER_CARD')
    assert.equal(document.validUntil, '2031-05-31')
  })

  test("another company's document or driver: 404; anonymous 401; an admin edits any", async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()
    const worker = await createWorker(stranger.contract)
    const document = await createDocument(worker, { category: 'A1' })
    const admin = await createAdmin()

    const foreign = await post(client, user, `${base(company.id)}/document/${document.id}/update`, {
      validUntil: '2030-01-01',
    })
    const foreignPath = await post(
      client,
      user,
      `${base(stranger.company.id)}/document/${document.id}/update`,
      {
        validUntil: '2030-01-01',
      }
    )
    const foreignDriver = await uploadWith(
      client,
      user,
      `${base(company.id)}/driver/${worker.driverId}/documents/upload`,
      [{ name: 'A1.pdf', category: 'A1', details: { validUntil: '2030-01-01' } }]
    )
    const anonymous = await post(
      client,
      null,
      `${base(stranger.company.id)}/document/${document.id}/update`,
      {}
    )
    const byAdmin = await post(client, admin, `${base(stranger.company.id)}/document/${document.id}/update`, {
      validUntil: '2030-01-01',
    })

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    foreignPath.assertStatus(404)
    foreignDriver.assertStatus(404)
    anonymous.assertStatus(401)
    byAdmin.assertStatus(200)
    await document.refresh()
    assert.equal(document.validUntil, '2030-01-01')
  })

  test("from the roster: the person's documents only, while he is posted on a running contract", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const expired = await createContract(company, { expired: true })
    const former = await createWorker(expired)
    const path = (driverId: number) => `${base(company.id)}/driver/${driverId}/documents/upload`

    const ok = await uploadWith(client, user, path(worker.driverId), [
      { name: 'Karta.pdf', category: 'DRIVER_CARD', details: { validUntil: '2030-01-01' } },
    ])
    const postingCategory = await uploadWith(client, user, path(worker.driverId), [
      { name: 'Umowa.pdf', category: 'WORK_CONTRACT' },
    ])
    const notPosted = await uploadWith(client, user, path(former.driverId), [
      { name: 'Karta.pdf', category: 'DRIVER_CARD', details: { validUntil: '2030-01-01' } },
    ])

    ok.assertStatus(200)
    ok.assertBodyContains({ files: [{ fileName: 'Karta.pdf', scope: 'driver' }] })
    postingCategory.assertStatus(422)
    assert.equal(postingCategory.body().errors[0].field, 'categories')
    notPosted.assertStatus(400)
    assert.lengthOf(await WorkerDocument.query().where('driver_id', former.driverId), 0)
  })
})
