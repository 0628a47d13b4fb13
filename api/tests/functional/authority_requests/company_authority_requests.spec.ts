import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { JPEG_BYTES, PDF_BYTES } from '#tests/unit/workers/file_samples'
import {
  addAuthorityFile,
  createAuthorityRequest,
  customerWithDrivers,
  portalBase,
} from '#tests/functional/authority_requests/authority_request_fixtures'

/** The audit lines whose action is like `action`. */
async function lineCount(action: string) {
  const [row] = await db.from('audit_logs').where('action', 'like', action).count('* as total')
  return Number(row.total)
}

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

/** A multipart upload into a request: one kind and one driver ('' for the whole request) per file. */
function upload(
  client: ApiClient,
  user: User | null,
  path: string,
  files: { name: string; bytes: Buffer; kind: string; driverId: number | '' }[]
) {
  let request = client.post(path).withCsrfToken()
  if (user) request = request.loginAs(user)
  for (const file of files) request = request.file('files', file.bytes, { filename: file.name })
  for (const file of files) request = request.field('kinds', file.kind)
  for (const file of files) request = request.field('driverIds', String(file.driverId))
  return request
}

async function fileCount() {
  const [row] = await db.from('authority_request_files').count('* as total')
  return Number(row.total)
}

test.group('Authority requests | the company', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the company sees its requests not closed, the soonest due first, with what is missing', async ({
    client,
    assert,
  }) => {
    const { user, company, drivers } = await customerWithDrivers()
    const [jan, ewa] = drivers
    const later = await createAuthorityRequest(company, [jan.id, ewa.id])
    await addAuthorityFile(later, { kind: 'PAYSLIPS', driverId: jan.id })
    await createAuthorityRequest(company, [jan.id], { status: 'closed' })
    const sooner = await createAuthorityRequest(company, [ewa.id], {
      dueOn: '2026-12-01',
      status: 'waiting_customer',
      kinds: ['TIME_SHEETS'],
    })

    const response = await client.get(portalBase(company.id)).loginAs(user)

    response.assertStatus(200)
    const { authorityRequests } = response.body()
    assert.deepEqual(
      authorityRequests.map((request: { id: number }) => request.id),
      [sooner, later]
    )
    assert.deepEqual(authorityRequests[1].missing, [
      { kind: 'TRANSPORT_EVIDENCE', driverId: null },
      { kind: 'PAYSLIPS', driverId: ewa.id },
    ])
    assert.deepEqual(authorityRequests[1].drivers, [
      { id: jan.id, name: 'Jan Kowalski', dateOfBirth: '1980-05-14' },
      { id: ewa.id, name: 'Ewa Nowak', dateOfBirth: '1985-02-03' },
    ])
    assert.lengthOf(authorityRequests[1].files, 1)

    const one = await client.get(`${portalBase(company.id)}/${later}`).loginAs(user)
    one.assertStatus(200)
    assert.equal(one.body().id, later)
  })

  test('the customer uploads the missing payslip: stored under a server key, missing shrinks', async ({
    client,
    assert,
  }) => {
    const { user, company, drivers } = await customerWithDrivers()
    const [jan, ewa] = drivers
    const id = await createAuthorityRequest(company, [jan.id, ewa.id])

    const response = await upload(client, user, `${portalBase(company.id)}/${id}/upload`, [
      { name: 'Pasek wrzesień.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: ewa.id },
      { name: 'cmr.jpg', bytes: JPEG_BYTES, kind: 'TRANSPORT_EVIDENCE', driverId: '' },
    ])

    response.assertStatus(200)
    response.assertBodyContains({
      uploaded: true,
      successes: [{ message: '2 files have been added to the request.' }],
    })
    assert.deepEqual(response.body().authorityRequest.missing, [{ kind: 'PAYSLIPS', driverId: jan.id }])
    const files = await db.from('authority_request_files').where('authority_request_id', id).orderBy('id')
    assert.deepEqual(
      files.map((file) => [file.kind, file.driver_id, file.file_name, file.mime, file.uploaded_by_user_id]),
      [
        ['PAYSLIPS', ewa.id, 'Pasek wrzesień.pdf', 'application/pdf', user.id],
        ['TRANSPORT_EVIDENCE', null, 'cmr.jpg', 'image/jpeg', user.id],
      ]
    )
    assert.match(files[0].file_key, new RegExp(`^authority-requests/${company.id}/${id}/[0-9a-f-]{36}$`))
    assert.isTrue(Buffer.from(await drive.use().getBytes(files[0].file_key)).equals(PDF_BYTES))
    // A customer's own upload is not in the admin audit log; an admin's is, once.
    assert.equal(await lineCount('authorityRequest.upload'), 0)
    const admin = await createAdmin()
    const byAdmin = await upload(client, admin, `${portalBase(company.id)}/${id}/upload`, [
      { name: 'jan.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: jan.id },
    ])
    byAdmin.assertStatus(200)
    const lines = await AuditLog.query().where('action', 'authorityRequest.upload')
    assert.lengthOf(lines, 1)
    assert.deepEqual(lines[0].payload, {
      companyId: company.id,
      fileNames: ['jan.pdf'],
      authorityKinds: ['PAYSLIPS'],
    })
  })

  test('the portal’s lists (`kinds[]`, `driverIds[]`): an empty driver keeps its place', async ({
    client,
    assert,
  }) => {
    const { user, company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id])

    const response = await client
      .post(`${portalBase(company.id)}/${id}/upload`)
      .file('files', PDF_BYTES, { filename: 'cmr.pdf' })
      .file('files', PDF_BYTES, { filename: 'pay.pdf' })
      .field('kinds[]', 'TRANSPORT_EVIDENCE')
      .field('kinds[]', 'PAYSLIPS')
      .field('driverIds[]', '')
      .field('driverIds[]', String(drivers[0].id))
      .withCsrfToken()
      .loginAs(user)

    assert.equal(response.status(), 200, response.text())
    assert.deepEqual(response.body().authorityRequest.missing, [])
  })

  test('bad uploads: 422 in the caller’s language, nothing stored', async ({ client, assert }) => {
    const { user, company, drivers } = await customerWithDrivers()
    const [jan, ewa] = drivers
    const id = await createAuthorityRequest(company, [jan.id])
    const closed = await createAuthorityRequest(company, [jan.id], { status: 'answered' })
    const path = `${portalBase(company.id, 'pl')}/${id}/upload`
    const cases: [string, Parameters<typeof upload>[3], string][] = [
      [path, [], 'Wybierz co najmniej jeden plik.'],
      [
        path,
        [{ name: 'a.pdf', bytes: PDF_BYTES, kind: 'TIME_SHEETS', driverId: jan.id }],
        'Wezwanie nie dotyczy tego dokumentu (rodzaju lub kierowcy) dla a.pdf.',
      ],
      [
        path,
        [{ name: 'a.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: ewa.id }],
        'Wezwanie nie dotyczy tego dokumentu (rodzaju lub kierowcy) dla a.pdf.',
      ],
      [
        path,
        [{ name: 'a.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: '' }],
        'Wezwanie nie dotyczy tego dokumentu (rodzaju lub kierowcy) dla a.pdf.',
      ],
      [
        path,
        [{ name: 'a.pdf', bytes: PDF_BYTES, kind: 'SELFIE', driverId: jan.id }],
        'Wybierz rodzaj dokumentu z listy dla a.pdf.',
      ],
      [path, [{ name: 'a.pdf', bytes: JPEG_BYTES, kind: 'PAYSLIPS', driverId: jan.id }], ''],
      [path, [{ name: 'a.exe', bytes: Buffer.from('MZ binary'), kind: 'PAYSLIPS', driverId: jan.id }], ''],
      [
        `${portalBase(company.id, 'pl')}/${closed}/upload`,
        [{ name: 'a.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: jan.id }],
        'To wezwanie nie przyjmuje już plików: udzielono odpowiedzi lub je zamknięto.',
      ],
    ]
    for (const [url, files, message] of cases) {
      const response = await upload(client, user, url, files)
      assert.equal(response.status(), 422, `${JSON.stringify(files)}: ${response.text()}`)
      if (message) assert.equal(response.body().errors[0].message, message)
    }
    assert.equal(await fileCount(), 0)
    assert.deepEqual(
      await drive
        .use()
        .listAll('authority-requests')
        .then((list) => [...list.objects]),
      []
    )
  })

  test("another company's customer is refused as a missing request; anonymous 401", async ({
    client,
    assert,
  }) => {
    const mine = await customerWithDrivers()
    const theirs = await customerWithDrivers()
    const id = await createAuthorityRequest(mine.company, [mine.drivers[0].id])
    const theirId = await createAuthorityRequest(theirs.company, [theirs.drivers[0].id])
    const file = [
      { name: 'a.pdf', bytes: PDF_BYTES, kind: 'PAYSLIPS', driverId: mine.drivers[0].id },
    ] as const

    for (const response of [
      await client.get(portalBase(mine.company.id)).loginAs(theirs.user),
      await client.get(`${portalBase(mine.company.id)}/${id}`).loginAs(theirs.user),
      await upload(client, theirs.user, `${portalBase(mine.company.id)}/${id}/upload`, [...file]),
      // Their own company in the URL, a request of another company.
      await client.get(`${portalBase(theirs.company.id)}/${id}`).loginAs(theirs.user),
      await upload(client, theirs.user, `${portalBase(theirs.company.id)}/${id}/upload`, [...file]),
      // Mine, with their request.
      await client.get(`${portalBase(mine.company.id)}/${theirId}`).loginAs(mine.user),
    ]) {
      response.assertStatus(404)
      assert.deepEqual(response.body(), NOT_FOUND)
    }
    for (const response of [
      await client.get(portalBase(mine.company.id)),
      await client.get(`${portalBase(mine.company.id)}/${id}`),
      await upload(client, null, `${portalBase(mine.company.id)}/${id}/upload`, [...file]),
    ]) {
      response.assertStatus(401)
    }
    assert.equal(await fileCount(), 0)
  })
})
