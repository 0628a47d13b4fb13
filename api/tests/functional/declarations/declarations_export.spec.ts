import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import JSZip from 'jszip'
import { IMI_EXPORT_FIELDS } from '@posted-workers/domain'
import AuditLog from '#models/audit_log'
import WorkerDocument from '#models/worker_document'
import { addDays } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { workbookOf, XLSX } from '#tests/helpers/xlsx'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { createWorker, customerWithContract, get } from '#tests/functional/workers/worker_fixtures'
import {
  companyPath,
  completeDriver,
  completeOperator,
  createDeclaration,
} from '#tests/functional/declarations/declaration_fixtures'

readAsBytes('application/zip')

/** The IMI list's words in English, as the portal's forms say them (Directive (EU) 2020/1057, Art. 1(11)(a)). */
const HEADER = [
  'Operator',
  'Community licence number',
  'Transport manager or contact person',
  'Contact person’s e-mail',
  'Contact person’s phone',
  'Driver’s last name',
  'Driver’s first name',
  'Date of birth',
  'Home address',
  'Country of residence',
  'Driving licence number',
  'Licence issuing country',
  'Driver card number',
  'Employment contract start date',
  'Law applicable to the employment contract',
  'Host country',
  'Posting start date',
  'Posting end date',
  'Number plates',
  'Type of transport',
  'Operations',
  'IMI declaration number',
  'Status',
]

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
const rowsOf = (sheet: Awaited<ReturnType<typeof workbookOf>>) =>
  (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1))

/** A company with two drivers declared in its contract's country (one twice), one withdrawn, one elsewhere. */
async function declaredCompany() {
  const { user, company, contract } = await customerWithContract()
  await completeOperator(company)
  const jan = await createWorker(contract, {
    firstName: 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
  })
  const ewa = await createWorker(contract, { firstName: 'Ewa', lastName: 'Nowak' })
  const old = await createWorker(contract, { firstName: 'Olaf', lastName: 'Withdrawn' })
  await completeDriver(jan.driverId)
  const start = contract.startDate
  await createDeclaration(jan, { status: 'submitted', endDate: addDays(start, 9) })
  const latest = await createDeclaration(jan, {
    status: 'submitted',
    startDate: addDays(start, 10),
    endDate: addDays(start, 40),
    plates: ['WA12345', 'KR9876'],
    operations: ['international', 'cabotage'],
    imiNumber: '=IMI-1',
  })
  await createDeclaration(ewa, { status: 'draft' })
  await createDeclaration(old, { status: 'withdrawn' })
  const country = latest.countryCode
  return { user, company, contract, jan, latest, country }
}

test.group('Declarations | prepared for IMI', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the .xlsx: the IMI header in the portal wording, one row per declared driver, dates as dates', async ({
    client,
    assert,
  }) => {
    const { user, company, latest, country } = await declaredCompany()
    assert.lengthOf(IMI_EXPORT_FIELDS, HEADER.length)

    const response = await get(
      client,
      user,
      `${companyPath(company.id)}/postingDeclarations/export?country=${country}&from=${latest.startDate}`
    )
    response.assertStatus(200)
    assert.equal(response.header('content-type'), XLSX)
    const rows = rowsOf(await workbookOf(response))
    assert.deepEqual(rows[0], HEADER)
    assert.lengthOf(rows, 3)
    const [jan, ewa] = rows.slice(1)
    assert.deepEqual(jan.slice(0, 8), [
      company.name,
      'PL/0001234',
      'Ewa Nowak',
      'ewa@example.com',
      '+48601234567',
      'Kowalski',
      'Jan',
      day('1980-05-14'),
    ])
    assert.deepEqual(
      jan.slice(8, 23),
      [
        'ul. Długa 1, 20-001 Lublin',
        'PL',
        'AB123456',
        'PL',
        null,
        day('2020-01-01'),
        'PL',
        country,
        day(latest.startDate),
        day(latest.endDate),
        'WA12345, KR9876',
        'Carriage of goods',
        'International carriage, Cabotage',
        '=IMI-1',
        'Submitted',
      ].map((value) => (value === null ? undefined : value))
    )
    assert.equal(ewa[5], 'Nowak')
    assert.equal(ewa[22], 'Draft')
  })

  test('the CSV: the same header and rows, never a formula', async ({ client, assert }) => {
    const { user, company, country } = await declaredCompany()
    const response = await get(
      client,
      user,
      `${companyPath(company.id, 'fr')}/postingDeclarations/export?country=${country}&format=csv`
    )
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/csv')
    const lines = response
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.equal(lines[0].split(',')[0], '"Entreprise de transport"')
    assert.lengthOf(lines, 3)
    assert.include(lines[1], `"'=IMI-1"`)
    assert.include(lines[1], '"Transport international, Cabotage"')
  })

  test('the ZIP of the IMI PDFs of the declarations exported', async ({ client, assert }) => {
    const { user, company, latest, jan, country } = await declaredCompany()
    await drive.use().put('drivers/imi.pdf', '%PDF-1.4 imi')
    const document = await WorkerDocument.create({
      driverId: jan.driverId,
      workerId: jan.id,
      fileName: 'imi.pdf',
      category: 'POSTING_DECLARATION',
      mime: 'application/pdf',
      sizeBytes: 12,
      fileKey: 'drivers/imi.pdf',
    })
    await latest.merge({ workerDocumentId: document.id }).save()
    const response = await get(
      client,
      user,
      `${companyPath(company.id)}/postingDeclarations/pdfs?country=${country}`
    )
    response.assertStatus(200)
    const zip = await JSZip.loadAsync(pdfBytes(response))
    const names = Object.keys(zip.files)
    assert.deepEqual(names, [`${country}/Jan Kowalski ${latest.startDate} ${latest.id}.pdf`])
    assert.equal(await zip.file(names[0])!.async('string'), '%PDF-1.4 imi')
  })

  test('bad queries answer 422; the back-office export spans companies, admins only, audited', async ({
    client,
    assert,
  }) => {
    const first = await declaredCompany()
    const second = await declaredCompany()
    const bad = await get(
      client,
      first.user,
      `${companyPath(first.company.id)}/postingDeclarations/export?format=pdf`
    )
    bad.assertStatus(422)
    const badDay = await get(
      client,
      first.user,
      `${companyPath(first.company.id)}/postingDeclarations?from=tomorrow`
    )
    badDay.assertStatus(422)

    const path = `/en/api/admin/postingDeclarations/export`
    ;(await client.get(path)).assertStatus(401)
    ;(await client.get(path).loginAs(await createCustomer())).assertStatus(403)
    const admin = await createAdmin()
    const response = await client.get(`${path}?from=${first.contract.startDate}`).loginAs(admin)
    response.assertStatus(200)
    const rows = rowsOf(await workbookOf(response))
    assert.deepEqual(rows[0], HEADER)
    assert.sameMembers(
      rows.slice(1).map((row) => row[0]),
      [first.company.name, first.company.name, second.company.name, second.company.name]
    )
    const one = await client.get(`${path}?companyId=${second.company.id}&format=csv`).loginAs(admin)
    assert.lengthOf(one.text().trim().split('\r\n'), 3)
    const audit = await AuditLog.query().where('action', 'postingDeclarations.export')
    assert.lengthOf(audit, 2)
    ;(await client.get(`/en/api/admin/postingDeclarations/pdfs`).loginAs(admin)).assertStatus(200)
  })
})
