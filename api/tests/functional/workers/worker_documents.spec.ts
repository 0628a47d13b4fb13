import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import WorkerDocument from '#models/worker_document'
import { uploadLimits } from '#services/workers/upload_rules'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { DOCX_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '#tests/unit/workers/file_samples'
import {
  NOT_FOUND,
  base,
  createDocument,
  createWorker,
  customerWithContract,
  get,
  post,
  upload,
} from '#tests/functional/workers/worker_fixtures'

async function workerOfCustomer() {
  const { user, company, contract } = await customerWithContract()
  const worker = await createWorker(contract)
  return { user, company, worker, path: `${base(company.id)}/worker/${worker.id}/documents/upload` }
}

async function storedKeys() {
  const documents = await WorkerDocument.all()
  return documents.map((document) => document.fileKey)
}

test.group('Worker documents | upload', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('files are stored under server keys with their sniffed type and size', async ({ client, assert }) => {
    const { user, company, worker, path } = await workerOfCustomer()

    const response = await upload(
      client,
      user,
      path,
      [
        { name: 'A1 Kowalski.pdf', bytes: PDF_BYTES },
        { name: 'Umowa o pracę.docx', bytes: DOCX_BYTES },
        { name: 'photo', bytes: JPEG_BYTES },
      ],
      ['A1', 'WORK_CONTRACT', 'OTHER']
    )

    response.assertStatus(200)
    const documents = await WorkerDocument.query().where('driver_id', worker.driverId).orderBy('id')
    assert.deepEqual(
      documents.map(({ fileName, category, mime, sizeBytes }) => ({ fileName, category, mime, sizeBytes })),
      [
        { fileName: 'A1 Kowalski.pdf', category: 'A1', mime: 'application/pdf', sizeBytes: PDF_BYTES.length },
        {
          fileName: 'Umowa o pracę.docx',
          category: 'WORK_CONTRACT',
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          sizeBytes: DOCX_BYTES.length,
        },
        { fileName: 'photo', category: 'OTHER', mime: 'image/jpeg', sizeBytes: JPEG_BYTES.length },
      ]
    )
    for (const document of documents) {
      assert.match(document.fileKey, new RegExp(`^drivers/${company.id}/${worker.driverId}/[0-9a-f-]{36}$`))
    }
    assert.isTrue(Buffer.from(await drive.use().getBytes(documents[0].fileKey)).equals(PDF_BYTES))
    response.assertBodyContains({
      uploaded: true,
      files: [
        {
          id: documents[0].id,
          fileName: 'A1 Kowalski.pdf',
          category: 'A1',
          mime: 'application/pdf',
          sizeBytes: PDF_BYTES.length,
          downloadUrl: `/en/api/eurofiscalis/workers/company/${company.id}/document/${documents[0].id}/download`,
        },
        { fileName: 'Umowa o pracę.docx' },
        { fileName: 'photo' },
      ],
      successes: [{ message: '3 documents have been added.' }],
    })
  })

  test('a path-traversal name is reduced to its last segment; the key stays the server’s', async ({
    client,
    assert,
  }) => {
    const { user, company, worker, path } = await workerOfCustomer()

    const response = await upload(client, user, path, [{ name: '../../etc/passwd.pdf', bytes: PDF_BYTES }])

    response.assertStatus(200)
    const document = await WorkerDocument.findByOrFail('driver_id', worker.driverId)
    assert.equal(document.fileName, 'passwd.pdf')
    assert.match(document.fileKey, new RegExp(`^drivers/${company.id}/${worker.driverId}/[0-9a-f-]{36}$`))
    assert.notInclude(document.fileKey, 'passwd')
  })

  test('content that contradicts the extension is refused with the name, nothing stored', async ({
    client,
    assert,
  }) => {
    const { user, path } = await workerOfCustomer()

    const response = await upload(client, user, `${path.replace('/en/', '/fr/')}`, [
      { name: 'good.pdf', bytes: PDF_BYTES },
      { name: 'scan.pdf', bytes: PNG_BYTES },
    ])

    response.assertStatus(422)
    response.assertBody({
      errors: [
        {
          message:
            'Le contenu de scan.pdf ne correspond pas à son extension. Vérifiez le fichier puis réessayez.',
          field: 'files',
        },
      ],
    })
    assert.lengthOf(await storedKeys(), 0)
  })

  test('content of no accepted type is refused', async ({ client, assert }) => {
    const { user, path } = await workerOfCustomer()

    const response = await upload(client, user, path.replace('/en/', '/pl/'), [
      { name: 'virus.pdf', bytes: Buffer.from('MZ not a pdf') },
    ])

    response.assertStatus(422)
    response.assertBody({
      errors: [
        {
          message:
            'Plik virus.pdf nie jest plikiem PDF, obrazem (JPEG, PNG, HEIC) ani plikiem Word, Excel lub OpenDocument.',
          field: 'files',
        },
      ],
    })
    assert.lengthOf(await storedKeys(), 0)
  })

  test('a file over the size limit answers 413 and nothing is stored', async ({
    client,
    assert,
    cleanup,
  }) => {
    const saved = uploadLimits.maxFileBytes
    uploadLimits.maxFileBytes = 1000
    cleanup(() => {
      uploadLimits.maxFileBytes = saved
    })
    const { user, path } = await workerOfCustomer()
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(1000)])

    const response = await upload(client, user, path, [
      { name: 'small.pdf', bytes: PDF_BYTES },
      { name: 'large.pdf', bytes: large },
    ])

    response.assertStatus(413)
    response.assertBody({
      errors: [{ message: 'The file large.pdf is too large: at most 0.001 MB per file.', field: 'files' }],
    })
    assert.lengthOf(await storedKeys(), 0)
  })

  test('an 11 MB file is refused by the real limit', async ({ client, assert }) => {
    const { user, path } = await workerOfCustomer()
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(11_000_000)])

    const response = await upload(client, user, path, [{ name: 'large.pdf', bytes: large }])

    response.assertStatus(413)
    assert.lengthOf(await storedKeys(), 0)
  })

  test('a name the worker already has, in any case, is refused with the advice to rename', async ({
    client,
    assert,
  }) => {
    const { user, worker, path } = await workerOfCustomer()
    await createDocument(worker, { fileName: 'A1 Kowalski.pdf' })

    const response = await upload(client, user, path, [
      { name: 'other.pdf', bytes: PDF_BYTES },
      { name: 'a1 KOWALSKI.pdf', bytes: PDF_BYTES },
    ])

    response.assertStatus(400)
    response.assertBody({
      errors: [
        {
          message:
            'A document named a1 KOWALSKI.pdf already exists for this worker. Rename the file and add it again.',
        },
      ],
    })
    assert.lengthOf(await WorkerDocument.query().where('driver_id', worker.driverId), 1)
    assert.lengthOf(
      await drive
        .use()
        .listAll('workers')
        .then((list) => Array.from(list.objects)),
      0
    )
  })

  test('the same name twice in one upload is refused', async ({ client, assert }) => {
    const { user, path } = await workerOfCustomer()

    const response = await upload(client, user, path, [
      { name: 'a/scan.pdf', bytes: PDF_BYTES },
      { name: 'b/Scan.pdf', bytes: PDF_BYTES },
    ])

    response.assertStatus(400)
    response.assertBody({
      errors: [{ message: 'Two files are named Scan.pdf. Rename one of them and try again.' }],
    })
    assert.lengthOf(await storedKeys(), 0)
  })

  test('categories: one per file, each from the list', async ({ client, assert }) => {
    const { user, path } = await workerOfCustomer()
    const files = [
      { name: 'a.pdf', bytes: PDF_BYTES },
      { name: 'b.pdf', bytes: PDF_BYTES },
    ]

    const mismatch = await upload(client, user, path, files, ['A1'])
    const unknown = await upload(client, user, path, files, ['A1', 'PASSPORT'])
    const none = await upload(client, user, path, [], [])

    mismatch.assertStatus(422)
    mismatch.assertBody({ errors: [{ message: 'Choose one category for each file.', field: 'categories' }] })
    unknown.assertStatus(422)
    unknown.assertBody({
      errors: [{ message: 'Choose a category from the list for b.pdf.', field: 'categories' }],
    })
    none.assertStatus(422)
    assert.lengthOf(await storedKeys(), 0)
  })

  test('more than 10 files are refused', async ({ client, assert }) => {
    const { user, path } = await workerOfCustomer()
    const files = Array.from({ length: 11 }, (_, index) => ({ name: `${index}.pdf`, bytes: PDF_BYTES }))

    const response = await upload(client, user, path, files)

    response.assertStatus(422)
    response.assertBody({ errors: [{ message: 'Send at most 10 files at a time.', field: 'files' }] })
    assert.lengthOf(await storedKeys(), 0)
  })

  test("another company's worker answers 404; anonymous 401", async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()
    const worker = await createWorker(stranger.contract)

    const foreign = await upload(client, user, `${base(company.id)}/worker/${worker.id}/documents/upload`, [
      { name: 'a.pdf', bytes: PDF_BYTES },
    ])
    const foreignPath = await upload(
      client,
      user,
      `${base(stranger.company.id)}/worker/${worker.id}/documents/upload`,
      [{ name: 'a.pdf', bytes: PDF_BYTES }]
    )
    const anonymous = await client
      .post(`${base(stranger.company.id)}/worker/${worker.id}/documents/upload`)
      .withCsrfToken()
      .file('files', PDF_BYTES, { filename: 'a.pdf' })
      .field('categories', 'A1')

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    foreignPath.assertStatus(404)
    anonymous.assertStatus(401)
    assert.lengthOf(await storedKeys(), 0)
  })
})

test.group('Worker documents | list, download, remove', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the list is newest first', async ({ client, assert }) => {
    const { user, company, worker } = await workerOfCustomer()
    const older = await createDocument(worker, { fileName: 'older.pdf' })
    const newer = await createDocument(worker, { fileName: 'newer.pdf' })

    const response = await get(client, user, `${base(company.id, 'fr')}/worker/${worker.id}/documents`)

    response.assertStatus(200)
    assert.deepEqual(
      response.body().documents.map((document: { id: number }) => document.id),
      [newer.id, older.id]
    )
    assert.containsSubset(response.body().documents[1], {
      fileName: 'older.pdf',
      category: 'A1',
      mime: 'application/pdf',
      sizeBytes: 10,
      downloadUrl: `/fr/api/eurofiscalis/workers/company/${company.id}/document/${older.id}/download`,
    })
  })

  test('a download returns exactly the bytes uploaded, with type and name', async ({ client, assert }) => {
    const { user, company, worker, path } = await workerOfCustomer()
    const uploaded = await upload(client, user, path, [
      { name: 'Zaświadczenie A1 (Łódź).png', bytes: PNG_BYTES },
    ])
    const [document] = uploaded.body().files

    const response = await get(client, user, `${base(company.id)}/document/${document.id}/download`)

    response.assertStatus(200)
    response.assertHeader('content-type', 'image/png')
    response.assertHeader(
      'content-disposition',
      `attachment; filename="Zaswiadczenie A1 (_odz).png"; filename*=UTF-8''Za%C5%9Bwiadczenie%20A1%20%28%C5%81%C3%B3d%C5%BA%29.png`
    )
    const body = response.response.body
    assert.isTrue(Buffer.isBuffer(body) && body.equals(PNG_BYTES))
    assert.equal(response.header('content-length'), String(PNG_BYTES.length))
    assert.equal(worker.driverId, (await WorkerDocument.findOrFail(document.id)).driverId)
  })

  test('a document without a mime type downloads as octet-stream', async ({ client }) => {
    const { user, company, worker } = await workerOfCustomer()
    const document = await createDocument(worker, { mime: null })
    await drive.use().put(document.fileKey, 'bytes')

    const response = await get(client, user, `${base(company.id)}/document/${document.id}/download`)

    response.assertStatus(200)
    response.assertHeader('content-type', 'application/octet-stream')
  })

  test('removing a document removes its row and its file', async ({ client, assert }) => {
    const { user, company, worker } = await workerOfCustomer()
    const document = await createDocument(worker, { fileName: 'old.pdf' })
    await drive.use().put(document.fileKey, '%PDF-1.4')

    const response = await post(client, user, `${base(company.id, 'pl')}/document/${document.id}/remove`)

    response.assertStatus(200)
    response.assertBody({ removed: true, successes: [{ message: 'Usunięto dokument old.pdf.' }] })
    assert.isNull(await WorkerDocument.find(document.id))
    assert.isFalse(await drive.use().exists(document.fileKey))
  })

  test("another company's document answers 404 everywhere; anonymous 401", async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()
    const worker = await createWorker(stranger.contract)
    const document = await createDocument(worker)
    await drive.use().put(document.fileKey, '%PDF-1.4')

    const list = await get(client, user, `${base(company.id)}/worker/${worker.id}/documents`)
    const download = await get(client, user, `${base(company.id)}/document/${document.id}/download`)
    const downloadOther = await get(
      client,
      user,
      `${base(stranger.company.id)}/document/${document.id}/download`
    )
    const remove = await post(client, user, `${base(company.id)}/document/${document.id}/remove`)
    const anonymous = await get(client, null, `${base(stranger.company.id)}/document/${document.id}/download`)

    for (const answer of [list, download, downloadOther, remove]) {
      answer.assertStatus(404)
      answer.assertBody(NOT_FOUND)
    }
    anonymous.assertStatus(401)
    assert.isNotNull(await WorkerDocument.find(document.id))
    assert.isTrue(await drive.use().exists(document.fileKey))
  })

  test('an admin downloads any company’s document', async ({ client }) => {
    const admin = await createAdmin()
    const { company, worker } = await workerOfCustomer()
    const document = await createDocument(worker)
    await drive.use().put(document.fileKey, '%PDF-1.4')

    const response = await get(client, admin, `${base(company.id)}/document/${document.id}/download`)

    response.assertStatus(200)
  })
})
