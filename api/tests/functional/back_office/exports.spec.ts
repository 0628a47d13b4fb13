import type { ApiClient } from '@japa/api-client'
import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import AuditLog from '#models/audit_log'
import { commitEachTest } from '#tests/helpers/database'
import { workbookOf, XLSX } from '#tests/helpers/xlsx'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { inDays, today } from '#tests/helpers/purchase'
import { contractsFixture, endedContractsOfAlpha } from '#tests/functional/back_office/back_office_fixtures'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

const RESOURCES = ['companies', 'requests', 'profiles', 'workerContracts', 'invoices', 'creditNotes']

function exportCall(client: ApiClient, lang: string, resource: string, qs: Record<string, unknown> = {}) {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(qs)) query[name] = JSON.stringify(value)
  return client.get(`/${lang}/api/admin/${resource}/export`).qs(query)
}

test.group('Back-office | exports', (group) => {
  // Their searches read FULLTEXT indexes, which see committed rows only.
  commitEachTest(group)

  test('{$self}: anonymous 401, customer 403, nothing audited')
    .with(RESOURCES)
    .run(async ({ client, assert }, resource) => {
      const customer = await createCustomer()
      ;(await exportCall(client, 'en', resource)).assertStatus(401)
      ;(await exportCall(client, 'en', resource).loginAs(customer)).assertStatus(403)
      assert.isNull(await AuditLog.query().where('action', `${resource}.export`).first())
    })

  test('{$self}: an admin gets an .xlsx named after the list and the day, audited')
    .with(RESOURCES)
    .run(async ({ client, assert }, resource) => {
      await contractsFixture()
      const admin = await createAdmin()

      const response = await exportCall(client, 'fr', resource, {
        filter: { q: 'x' },
        sort: ['id', 'DESC'],
      }).loginAs(admin)

      response.assertStatus(200)
      assert.equal(response.header('content-type'), XLSX)
      const names: Record<string, string> = { profiles: 'users', workerContracts: 'contracts' }
      assert.equal(
        response.header('content-disposition'),
        `attachment; filename="${names[resource] ?? resource}-${today()}.xlsx"`
      )
      const sheet = await workbookOf(response)
      assert.isAbove(sheet.getRow(1).cellCount, 5)
      const audit = await AuditLog.query().where('action', `${resource}.export`).firstOrFail()
      assert.equal(audit.subjectType, string.snakeCase(resource))
      assert.equal(audit.userId, admin.id)
      assert.deepEqual((audit.payload as { filter: unknown }).filter, { q: 'x' })
    })

  test('the contracts workbook: Polish headers and names, real dates and amounts, text kept as text, filters and frozen header', async ({
    client,
    assert,
  }) => {
    const { companies, contracts } = await contractsFixture()
    await db
      .from('companies')
      .where('id', companies.zulu.company.id)
      .update({ name: '=HYPERLINK("http://evil","x")' })
    const admin = await createAdmin()

    const response = await exportCall(client, 'pl', 'workerContracts', {
      filter: { representativeCountries: ['FR'] },
      sort: ['startDate', 'ASC'],
    }).loginAs(admin)

    response.assertStatus(200)
    const sheet = await workbookOf(response)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    assert.deepEqual(header.slice(0, 8), [
      'Firma',
      'Numer VAT',
      'Kraj',
      'Dozwolona liczba pracowników',
      'Początek',
      'Koniec',
      'Pozostało dni',
      'Status',
    ])
    assert.equal(sheet.rowCount, 3)
    assert.deepEqual(sheet.views[0], { ...sheet.views[0], state: 'frozen', ySplit: 1 })
    assert.isOk(sheet.autoFilter)

    const lodz = sheet.getRow(2)
    assert.equal(lodz.getCell(1).value, 'Łódź Żuraw Transport')
    const start = lodz.getCell(5)
    assert.instanceOf(start.value, Date)
    assert.equal((start.value as Date).toISOString().slice(0, 10), inDays(-20))
    assert.equal(start.numFmt, 'dd/mm/yyyy')
    assert.equal(lodz.getCell(4).value, '∞')
    assert.equal(lodz.getCell(8).value, 'Aktywna')
    const amount = lodz.getCell(11)
    assert.strictEqual(amount.value, 474)
    assert.include(amount.numFmt, '€')

    const injected = sheet.getRow(3).getCell(1)
    assert.equal(injected.type, ExcelJS.ValueType.String)
    assert.equal(injected.value, '=HYPERLINK("http://evil","x")')
    assert.equal(injected.numFmt, '@')
    assert.equal(sheet.getRow(3).getCell(4).value, 5)
    assert.equal(contracts.zuluFr.allowedNumberOfWorkers, 5)
  })

  test('the companies workbook writes booleans in the reader language', async ({ client, assert }) => {
    const { companies } = await contractsFixture()
    await db
      .from('companies')
      .where('id', companies.alpha.company.id)
      .update({ migrated_to_mobility_packet: true })
    await db
      .from('companies')
      .where('id', companies.bravo.company.id)
      .update({ migrated_to_mobility_packet: false })
    const admin = await createAdmin()
    for (const [lang, yes, no] of [
      ['pl', 'Tak', 'Nie'],
      ['fr', 'Oui', 'Non'],
      ['en', 'Yes', 'No'],
    ]) {
      const response = await exportCall(client, lang, 'companies', { filter: { name: 'a' } }).loginAs(admin)
      const sheet = await workbookOf(response)
      const rows = sheet.getRows(2, sheet.rowCount - 1)!
      const of = (name: string) => rows.find((row) => row.getCell(1).value === name)!.getCell(5).value
      assert.equal(of('Alpha Cargo'), yes)
      assert.equal(of('Bravo Freight'), no)
    }
  })

  test('the invoices and credit-notes workbooks keep the rows of the text and the dates of the filter', async ({
    client,
    assert,
  }) => {
    const { invoice, contracts } = await contractsFixture()
    const creditNote = await issueCreditNote({
      invoiceId: invoice.id,
      amountCents: 1000,
      issueDate: today(),
      reason: 'Remise',
    })
    const admin = await createAdmin()
    const numbersOf = async (resource: string, filter: Record<string, unknown>) => {
      const sheet = await workbookOf(await exportCall(client, 'en', resource, { filter }).loginAs(admin))
      return sheet
        .getRows(2, Math.max(sheet.rowCount - 1, 1))!
        .flatMap((row) => (row.hasValues ? [row.getCell(1).value] : []))
    }

    assert.deepEqual(await numbersOf('invoices', { q: invoice.number }), [invoice.number])
    assert.deepEqual(await numbersOf('invoices', { q: 'Żuraw' }), [invoice.number])
    assert.deepEqual(await numbersOf('invoices', { q: 'no such company' }), [])
    assert.deepEqual(await numbersOf('invoices', { dateFrom: inDays(1) }), [])
    // The credit note is found by its own number and by its invoice's.
    assert.deepEqual(await numbersOf('creditNotes', { q: invoice.number }), [creditNote.number])
    assert.deepEqual(await numbersOf('creditNotes', { q: creditNote.number, dateTo: today() }), [
      creditNote.number,
    ])
    assert.deepEqual(await numbersOf('creditNotes', { dateTo: inDays(-1) }), [])

    // A credit note's row also has its invoice's period and contract country, as the invoices workbook writes them.
    const notes = await workbookOf(
      await exportCall(client, 'fr', 'creditNotes', { filter: { q: creditNote.number } }).loginAs(admin)
    )
    assert.deepEqual((notes.getRow(1).values as unknown[]).slice(9, 13), [
      'Période du',
      'Période au',
      'Pays du contrat',
      'Motif',
    ])
    const row = notes.getRow(2)
    assert.deepEqual(
      [row.getCell(9).value, row.getCell(10).value].map((cell) => (cell as Date).toISOString().slice(0, 10)),
      [contracts.lodzFr.startDate, contracts.lodzFr.endDate]
    )
    assert.equal(row.getCell(9).numFmt, 'dd/mm/yyyy')
    assert.equal(row.getCell(11).value, 'FR')
    assert.equal(row.getCell(12).value, 'Remise')
  })

  test('{resource}: a selection exports its rows only, within the list filter')
    .with([
      { resource: 'companies', table: 'companies' },
      { resource: 'requests', table: 'worker_requests' },
      { resource: 'workerContracts', table: 'worker_contracts' },
      { resource: 'invoices', table: 'invoices' },
    ])
    .run(async ({ client, assert }, { resource, table }) => {
      await contractsFixture()
      await createInvoicedPurchase()
      await createInvoicedPurchase()
      const all = await db.from(table).select('id').orderBy('id')
      assert.isAbove(all.length, 2)
      const chosen = [all[0].id, all[all.length - 1].id]
      const admin = await createAdmin()

      const response = await exportCall(client, 'en', resource, {
        filter: { ids: [...chosen, chosen[0], -1, 'x'], status: 'all' },
      }).loginAs(admin)

      response.assertStatus(200)
      const sheet = await workbookOf(response)
      assert.equal(sheet.rowCount, 1 + 2, `${resource}: the header and the two selected rows`)
    })

  test('every row is exported, beyond any page size', async ({ client, assert }) => {
    await endedContractsOfAlpha(await contractsFixture(), 1200)
    const admin = await createAdmin()

    const response = await exportCall(client, 'en', 'workerContracts').loginAs(admin)

    const sheet = await workbookOf(response)
    assert.equal(sheet.rowCount, 1 + 8 + 1200)
  })
})
