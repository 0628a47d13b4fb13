import type { AuditLogAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import ExcelJS from 'exceljs'
import { workbookOf } from '#tests/helpers/xlsx'

const URL = '/en/api/admin/auditLogs'
const ids = (response: { body(): AuditLogAnswer[] }) => response.body().map((line) => line.id)

/** Five lines by two admins and the system, on three days (UTC), oldest first. */
async function someLines() {
  const anna = await createAdmin({ user: { login: 'anna.admin' } })
  const bruno = await createAdmin({ user: { login: 'bruno.admin' } })
  const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
  const line = (
    user: User | null,
    action: string,
    subjectType: string,
    subjectId: number | null,
    when: string
  ) =>
    AuditLog.create({
      userId: user?.id ?? null,
      action,
      subjectType,
      subjectId,
      payload: action.endsWith('.update') ? { before: { name: 'Old' }, after: { name: 'New' } } : null,
      ip: user ? '203.0.113.7' : null,
      createdAt: at(when),
    })
  const lines = [
    await line(anna, 'company.update', 'company', 7, '2026-03-01T08:00:00'),
    await line(bruno, 'attachment.create', 'attachment', 3, '2026-03-01T23:59:59'),
    await line(null, 'payment.refundNeeded', 'payment', 9, '2026-03-02T00:00:00'),
    await line(anna, 'attachment.update', 'attachment', 3, '2026-03-02T10:00:00'),
    await line(anna, 'company.update', 'company', 8, '2026-03-03T10:00:00'),
  ]
  return { anna, bruno, lines }
}

test.group('Back-office | audit log', (group) => {
  isolateEachTest(group)

  test('newest first, paged; each line says who, when, what, on which record, from where, and its payload', async ({
    client,
    assert,
  }) => {
    const { anna, lines } = await someLines()

    const page = await listCall(client, URL, anna, { range: [0, 1] })
    const oldestFirst = await listCall(client, URL, anna, { sort: ['createdAt', 'ASC'], range: [0, 0] })

    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'auditLogs 0-1/5')
    assert.deepEqual(ids(page), [lines[4].id, lines[3].id])
    assert.deepEqual(page.body()[1], {
      id: lines[3].id,
      createdAt: '2026-03-02T10:00:00.000Z',
      user: { id: anna.id, login: 'anna.admin', name: `${anna.profile.firstName} ${anna.profile.lastName}` },
      action: 'attachment.update',
      subjectType: 'attachment',
      subjectId: 3,
      ip: '203.0.113.7',
      payload: { before: { name: 'Old' }, after: { name: 'New' } },
    })
    assert.deepEqual(ids(oldestFirst), [lines[0].id])
  })

  test('filters: admin, action, record type and id, UTC days from and to (both included)', async ({
    client,
    assert,
  }) => {
    const { anna, bruno, lines } = await someLines()
    const filtered = async (filter: object) => ids(await listCall(client, URL, anna, { filter }))

    assert.deepEqual(await filtered({ userId: bruno.id }), [lines[1].id])
    assert.deepEqual(await filtered({ action: 'company.update' }), [lines[4].id, lines[0].id])
    assert.deepEqual(await filtered({ subjectType: 'attachment' }), [lines[3].id, lines[1].id])
    assert.deepEqual(await filtered({ subjectType: 'company', subjectId: 7 }), [lines[0].id])
    assert.deepEqual(await filtered({ createdDateFrom: '2026-03-02' }), [
      lines[4].id,
      lines[3].id,
      lines[2].id,
    ])
    assert.deepEqual(await filtered({ createdDateTo: '2026-03-01' }), [lines[1].id, lines[0].id])
    assert.deepEqual(
      await filtered({ createdDateFrom: '2026-03-02', createdDateTo: '2026-03-02', userId: String(anna.id) }),
      [lines[3].id]
    )
    // A value of the wrong shape is ignored, as on every list.
    assert.lengthOf(await filtered({ userId: 'anna', createdDateFrom: '2026-02-30', subjectId: -1 }), 5)
  })

  test('show one line; an unknown id answers 404', async ({ client, assert }) => {
    const { anna, lines } = await someLines()

    const shown = await client.get(`${URL}/${lines[2].id}`).loginAs(anna)
    const unknown = await client.get(`${URL}/999999999`).loginAs(anna)

    shown.assertStatus(200)
    assert.containsSubset(shown.body(), {
      id: lines[2].id,
      user: null,
      action: 'payment.refundNeeded',
      ip: null,
    })
    unknown.assertStatus(404)
  })

  test('choices: the admins who have lines (by login), the actions and the record types', async ({
    client,
    assert,
  }) => {
    const { anna, bruno } = await someLines()
    await createAdmin({ user: { login: 'carla.admin' } })
    const customer = await createCustomer()
    await AuditLog.create({
      userId: customer.id,
      action: 'request.payAgain',
      subjectType: 'worker_request',
      subjectId: 1,
    })

    const response = await client.get(`${URL}/choices`).loginAs(anna)

    response.assertStatus(200)
    assert.deepEqual(
      response.body().admins.map((admin: { id: number }) => admin.id),
      [anna.id, bruno.id]
    )
    assert.deepEqual(response.body().actions, [
      'attachment.create',
      'attachment.update',
      'company.update',
      'payment.refundNeeded',
      'request.payAgain',
    ])
    assert.deepEqual(response.body().subjectTypes, ['attachment', 'company', 'payment', 'worker_request'])
  })

  test('read only and admins only: anonymous 401, customer 403, no write route', async ({
    client,
    assert,
  }) => {
    const { lines } = await someLines()
    const customer = await createCustomer()

    for (const path of [URL, `${URL}/choices`, `${URL}/${lines[0].id}`, `${URL}/export`]) {
      ;(await client.get(path)).assertStatus(401)
      ;(await client.get(path).loginAs(customer)).assertStatus(403)
    }
    const admin = await createAdmin()
    for (const call of [
      client.post(URL).json({}),
      client.put(`${URL}/${lines[0].id}`).json({}),
      client.delete(`${URL}/${lines[0].id}`),
    ]) {
      const response = await call.withCsrfToken().loginAs(admin)
      assert.equal(response.status(), 404)
    }
    assert.equal(
      await AuditLog.query()
        .count('* as total')
        .then(([row]) => Number(row.$extras.total)),
      5
    )
  })

  test("the export: the filter's lines newest first, headers in the admin's language, changes as text", async ({
    client,
    assert,
  }) => {
    const { anna, lines } = await someLines()

    const response = await client
      .get('/fr/api/admin/auditLogs/export')
      .qs({ filter: JSON.stringify({ createdDateTo: '2026-03-02' }) })
      .loginAs(anna)

    response.assertStatus(200)
    const sheet = await workbookOf(response)
    assert.equal(sheet.name, "Journal d'audit")
    const rows = sheet.getSheetValues().slice(1) as unknown[][]
    assert.deepEqual(rows[0].slice(1), [
      'Date et heure (heure de Paris)',
      'Administrateur',
      'Action',
      'Objet',
      "Identifiant de l'objet",
      'Adresse',
      'Modifications',
    ])
    assert.lengthOf(rows, 5)
    const [, admin, action, subjectType, subjectId, ip, changes] = rows[1].slice(1)
    // 10:00 UTC on 2 March is 11:00 in Paris (winter time), the time the back-office shows.
    assert.equal((rows[1][1] as Date).toISOString(), '2026-03-02T11:00:00.000Z')
    assert.deepEqual(
      [admin, action, subjectType, subjectId, ip, changes],
      [
        `${anna.profile.firstName} ${anna.profile.lastName} (anna.admin)`,
        'attachment.update',
        'attachment',
        3,
        '203.0.113.7',
        'Nom\u00a0: Old → New',
      ]
    )
    assert.equal(rows[2][2], 'Système')
    assert.deepEqual(
      rows.slice(1).map((row) => row[3]),
      [lines[3], lines[2], lines[1], lines[0]].map((line) => line.action)
    )
  })

  test('the export writes changes as the back-office does, in the reader’s language: {$self}')
    .with(['fr', 'pl', 'en'] as const)
    .run(async ({ client, assert }, locale) => {
      const admin = await createAdmin()
      await AuditLog.create({
        userId: admin.id,
        action: 'request.validate',
        subjectType: 'worker_request',
        subjectId: 12,
        payload: {
          before: { status: 'pending_payment' },
          after: { status: 'validated' },
          startDates: [{ countryCode: 'FR', startDate: '2026-12-01' }],
          amountCents: 8100,
          reason: '=HYPERLINK("https://evil.example")',
        },
        ip: '203.0.113.7',
      })

      const response = await client.get(`/${locale}/api/admin/auditLogs/export`).loginAs(admin)

      response.assertStatus(200)
      const sheet = await workbookOf(response)
      // Newest first: the export's own line, then the validation's.
      const changes = sheet.getRow(3).getCell(7)
      // A text cell, never a formula, whatever a payload holds.
      assert.equal(changes.type, ExcelJS.ValueType.String)
      assert.equal(
        changes.value,
        {
          fr: [
            'Statut\u00a0: En attente de paiement → Validée',
            'Dates de début\u00a0: Pays\u00a0: France, Début\u00a0: 01/12/2026',
            'Montant\u00a0: 81,00\u00a0EUR',
            'Motif\u00a0: =HYPERLINK("https://evil.example")',
          ],
          pl: [
            'Status: Oczekuje na płatność → Zatwierdzone',
            'Daty rozpoczęcia: Kraj: Francja, Początek: 01/12/2026',
            'Kwota: 81,00\u00a0EUR',
            'Powód: =HYPERLINK("https://evil.example")',
          ],
          en: [
            'Status: Waiting for payment → Validated',
            'Start dates: Country: France, Start: 01/12/2026',
            'Amount: EUR\u00a081.00',
            'Reason: =HYPERLINK("https://evil.example")',
          ],
        }[locale].join('\n')
      )
    })
})
