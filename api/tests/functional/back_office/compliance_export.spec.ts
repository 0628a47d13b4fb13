import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import { addDays } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { workbookOf, XLSX } from '#tests/helpers/xlsx'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { complianceFixture } from '#tests/functional/back_office/compliance_fixtures'

const EXPORT = (lang: string) => `/${lang}/api/admin/compliance/export`

/** A calendar day as the workbook holds it: a date at midnight UTC. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** The cells of a sheet's rows, without exceljs's empty first cell. */
const rowsOf = (sheet: Awaited<ReturnType<typeof workbookOf>>) =>
  (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1))

test.group('Back-office | compliance export', (group) => {
  isolateEachTest(group)

  test('anonymous 401, customer 403, nothing audited', async ({ client, assert }) => {
    const customer = await createCustomer()
    ;(await client.get(EXPORT('en'))).assertStatus(401)
    ;(await client.get(EXPORT('en')).loginAs(customer)).assertStatus(403)
    assert.isNull(await AuditLog.query().where('action', 'compliance.export').first())
  })

  test('every posting of the list in its order, judged first, in French; audited with the filter and sort', async ({
    client,
    assert,
  }) => {
    const { today, contracts } = await complianceFixture()
    const admin = await createAdmin()

    // No read judged the postings yet: the export does it before its rows.
    const response = await client.get(EXPORT('fr')).loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), XLSX)
    assert.equal(response.header('content-disposition'), `attachment; filename="compliance-${today}.xlsx"`)
    const sheet = await workbookOf(response)
    assert.equal(sheet.name, 'Conformité')
    const rows = rowsOf(sheet)
    assert.deepEqual(rows[0], [
      'Société',
      'Conducteur',
      'Pays',
      'Début du contrat',
      'Fin du contrat',
      'État',
      'Manquant',
      'Se termine bientôt',
      'Pas en règle depuis',
    ])
    assert.lengthOf(rows, 5)
    assert.deepEqual(rows[1], [
      'Alpha Cargo',
      'Adam Nowak',
      'DE',
      day(contracts.alphaDe.startDate),
      day(contracts.alphaDe.endDate),
      'Pas en règle',
      'Déclaration de détachement, Certificat A1, Permis de conduire, Carte conducteur (chronotachygraphe), Contrat de travail',
      // Nothing ends soon: an empty cell.
      undefined,
      day(addDays(today, -40)),
    ])
    assert.deepEqual(
      rows.slice(2).map((row) => row[1]),
      ['Piotr Wiśniewski', 'Jan Kowalski', 'Bartosz Zając']
    )
    const expiring = rows[4]
    assert.equal(expiring[5], 'Expire bientôt')
    assert.equal(
      expiring[7],
      `Certificat A1 (se termine le ${addDays(today, 10).split('-').reverse().join('/')})`
    )

    const audit = await AuditLog.query().where('action', 'compliance.export').firstOrFail()
    assert.containsSubset(audit.serialize(), { userId: admin.id, subjectType: 'compliance', subjectId: null })
    assert.deepEqual(audit.payload, { filter: {}, sort: { field: 'notReadySince', direction: 'asc' } })
  })

  test("the list's filter and sort, words in {$self}")
    .with(['en', 'pl'] as const)
    .run(async ({ client, assert }, lang) => {
      const { today, countries } = await complianceFixture()
      const admin = await createAdmin()
      const filter = { countryCode: countries.germany.code }
      const sort = ['driverName', 'DESC']

      const listed = await listCall(client, `/${lang}/api/admin/compliance`, admin, { filter, sort })
      const response = await client
        .get(EXPORT(lang))
        .qs({ filter: JSON.stringify(filter), sort: JSON.stringify(sort) })
        .loginAs(admin)

      response.assertStatus(200)
      const rows = rowsOf(await workbookOf(response))
      assert.deepEqual(
        rows.slice(1).map((row) => row[1]),
        listed.body().map((row: { driverName: string }) => row.driverName)
      )
      const ends = addDays(today, 10).split('-').reverse().join('/')
      assert.deepEqual(
        rows.map((row) => [row[1], row[5], row[7]]),
        {
          en: [
            ['Driver', 'State', 'Ending soon'],
            ['Bartosz Zając', 'Expiring', `A1 certificate (ends on ${ends})`],
            ['Adam Nowak', 'Not ready', undefined],
          ],
          pl: [
            ['Kierowca', 'Stan', 'Kończy się wkrótce'],
            ['Bartosz Zając', 'Wkrótce wygasa', `Zaświadczenie A1 (ważność do ${ends})`],
            ['Adam Nowak', 'Niegotowy', undefined],
          ],
        }[lang]
      )
      const audit = await AuditLog.query().where('action', 'compliance.export').firstOrFail()
      assert.deepEqual(audit.payload, { filter, sort: { field: 'driverName', direction: 'desc' } })
    })
})
