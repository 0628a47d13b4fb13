import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import AuditLog from '#models/audit_log'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { billingFixture } from '#tests/functional/back_office/billing_list_fixtures'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

readAsBytes(XLSX, 'application/zip')

const CALLS = ['exportPeriod', 'pdfArchive']

/** A date cell's day. */
const day = (cell: unknown) => (cell as Date).toISOString().slice(0, 10)

/** A sheet's rows after the header, as plain values. */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const rows: unknown[][] = []
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1))
  })
  return rows
}

test.group('Back-office | the accountant period: workbook and PDF archive', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('{$self}: anonymous 401, customer 403, nothing audited')
    .with(CALLS)
    .run(async ({ client, assert }, call) => {
      const customer = await createCustomer()
      const path = `/en/api/admin/invoices/${call}`
      ;(await client.get(path).qs({ period: '2026-10' })).assertStatus(401)
      ;(await client.get(path).qs({ period: '2026-10' }).loginAs(customer)).assertStatus(403)
      assert.isNull(await AuditLog.query().where('action', 'invoices.export').first())
    })

  test(
    '{$self}: a period that is not a month or a quarter answers 422 in the reader language, nothing audited'
  )
    .with(CALLS)
    .run(async ({ client, assert }, call) => {
      const admin = await createAdmin()
      const path = `/fr/api/admin/invoices/${call}`
      for (const period of ['2026-13', '2026-Q5', 'x', '2026-00', '202-11']) {
        const response = await client.get(path).qs({ period }).loginAs(admin)
        response.assertStatus(422)
        response.assertBody({
          errors: [
            {
              message: 'Une période est un mois (2026-11) ou un trimestre (2026-Q4).',
              field: 'period',
              rule: 'regex',
            },
          ],
        })
      }
      const missing = await client.get(`/pl/api/admin/invoices/${call}`).loginAs(admin)
      missing.assertStatus(422)
      assert.equal(
        missing.body().errors[0].message,
        'Wybierz okres: miesiąc (2026-11) lub kwartał (2026-Q4).'
      )
      assert.isNull(await AuditLog.query().where('action', 'invoices.export').first())
    })

  test('the workbook of a quarter: its invoices, then its credit notes, number ascending, amounts as the lists', async ({
    client,
    assert,
  }) => {
    const { lodz, alpha, bravo, notes } = await billingFixture()
    const admin = await createAdmin()

    const response = await client
      .get('/en/api/admin/invoices/exportPeriod')
      .qs({ period: '2026-Q4' })
      .loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), XLSX)
    assert.equal(response.header('content-disposition'), 'attachment; filename="invoices-2026-Q4.xlsx"')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(pdfBytes(response) as unknown as ArrayBuffer)
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['Invoices', 'Credit notes']
    )
    const [invoices, creditNotes] = workbook.worksheets
    assert.deepEqual((invoices.getRow(1).values as unknown[]).slice(1), [
      'Number',
      'Date',
      'Company',
      'VAT number',
      'Amount excl. tax',
      'VAT',
      'Amount incl. tax',
      'Period from',
      'Period to',
      'Contract country',
      'Credited',
    ])
    const invoiceRows = rowsOf(invoices)
    assert.deepEqual(
      invoiceRows.map((row) => row[0]),
      [alpha.invoice.number, bravo.invoice.number]
    )
    assert.deepEqual(invoiceRows[0].slice(2, 7), ['Alpha Cargo', alpha.company.vatNumber, 474, 94.8, 568.8])
    assert.deepEqual(invoiceRows[0].slice(9), [alpha.country.code, 100])
    assert.deepEqual((invoiceRows[0][1] as Date).toISOString().slice(0, 10), '2026-10-05')

    assert.deepEqual((creditNotes.getRow(1).values as unknown[]).slice(1), [
      'Number',
      'Date',
      'Invoice',
      'Company',
      'VAT number',
      'Amount excl. tax',
      'VAT',
      'Amount incl. tax',
      'Period from',
      'Period to',
      'Contract country',
      'Reason',
    ])
    const noteRows = rowsOf(creditNotes)
    assert.deepEqual(
      noteRows.map((row) => row.slice(0, 1).concat(row.slice(2, 3), row.slice(5, 8))),
      [
        [notes.alpha.number, alpha.invoice.number, 100, 20, 120],
        [notes.lodz.number, lodz.invoice.number, 79, 0, 79],
      ]
    )
    // The credited invoice's period and contract country, as the invoices sheet writes them.
    assert.deepEqual(
      noteRows.map((row) => [day(row[8]), day(row[9]), row[10]]),
      [
        [alpha.contract.startDate, alpha.contract.endDate, alpha.country.code],
        [lodz.contract.startDate, lodz.contract.endDate, lodz.country.code],
      ]
    )

    const audit = await AuditLog.query().where('action', 'invoices.export').firstOrFail()
    assert.equal(audit.userId, admin.id)
    assert.deepEqual(audit.payload, {
      period: '2026-Q4',
      from: '2026-10-01',
      to: '2026-12-31',
      format: 'xlsx',
    })
  })

  test('the workbook of a month has that month only, headers in the reader language; an empty period is a valid empty workbook', async ({
    client,
    assert,
  }) => {
    const { lodz } = await billingFixture()
    const admin = await createAdmin()
    const read = async (period: string) => {
      const response = await client.get('/pl/api/admin/invoices/exportPeriod').qs({ period }).loginAs(admin)
      response.assertStatus(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(pdfBytes(response) as unknown as ArrayBuffer)
      return workbook.worksheets
    }

    const september = await read('2026-09')
    assert.deepEqual(
      september.map((sheet) => sheet.name),
      ['Faktury', 'Korekty']
    )
    assert.deepEqual(
      rowsOf(september[0]).map((row) => row[0]),
      [lodz.invoice.number]
    )
    assert.lengthOf(rowsOf(september[1]), 0)
    assert.deepEqual((september[1].getRow(1).values as unknown[]).slice(9, 12), [
      'Okres od',
      'Okres do',
      'Kraj umowy',
    ])

    const empty = await read('2025-01')
    assert.lengthOf(empty, 2)
    assert.lengthOf(rowsOf(empty[0]), 0)
    assert.equal(empty[0].getRow(1).getCell(1).value, 'Numer')
  })

  test('the PDF archive of a quarter: each document as a PDF named by its number, stored as a first download', async ({
    client,
    assert,
  }) => {
    const { lodz, alpha, bravo, notes } = await billingFixture()
    const admin = await createAdmin()

    const response = await client
      .get('/en/api/admin/invoices/pdfArchive')
      .qs({ period: '2026-Q4' })
      .loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.equal(response.header('content-disposition'), 'attachment; filename="invoices-2026-Q4.zip"')
    const zip = await JSZip.loadAsync(pdfBytes(response))
    const names = Object.keys(zip.files)
    assert.deepEqual(names, [
      `invoices/${alpha.invoice.number}.pdf`,
      `invoices/${bravo.invoice.number}.pdf`,
      `credit-notes/${notes.alpha.number}.pdf`,
      `credit-notes/${notes.lodz.number}.pdf`,
    ])
    for (const name of names) {
      const bytes = await zip.files[name].async('nodebuffer')
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', name)
    }
    // Rendered once and stored, in its issued language: the archive and a download send the same bytes.
    const stored = await Invoice.findOrFail(alpha.invoice.id)
    assert.isNotNull(stored.pdfKey)
    const download = await client.get(`/en/api/invoices/${alpha.invoice.id}/download`).loginAs(admin)
    assert.deepEqual(pdfBytes(download), await zip.files[names[0]].async('nodebuffer'))
    assert.isNotNull((await CreditNote.findOrFail(notes.lodz.id)).pdfKey)
    assert.isNull((await Invoice.findOrFail(lodz.invoice.id)).pdfKey)

    const audit = await AuditLog.query().where('action', 'invoices.export').firstOrFail()
    assert.deepEqual(audit.payload, {
      period: '2026-Q4',
      from: '2026-10-01',
      to: '2026-12-31',
      format: 'zip',
    })
  })

  test('the PDF archive of an empty period is an empty ZIP', async ({ client, assert }) => {
    await billingFixture()
    const admin = await createAdmin()

    const response = await client
      .get('/en/api/admin/invoices/pdfArchive')
      .qs({ period: '2025-01' })
      .loginAs(admin)

    response.assertStatus(200)
    const zip = await JSZip.loadAsync(pdfBytes(response))
    assert.deepEqual(Object.keys(zip.files), [])
  })
})
