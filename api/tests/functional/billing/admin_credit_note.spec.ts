import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import CreditNote from '#models/credit_note'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'
import { addDays, todayUtc } from '#services/contracts/contract_term'

function createCreditNote(client: ApiClient, invoiceId: number, body: object, user?: User, lang = 'en') {
  const request = client
    .post(`/${lang}/api/admin/creditnotes/invoice/${invoiceId}/creditnote/create`)
    .json(body)
    .withCsrfToken()
  return user ? request.loginAs(user) : request
}

async function notesOf(invoiceId: number) {
  return CreditNote.query().where('invoice_id', invoiceId).orderBy('id')
}

test.group('Billing | POST /{lang}/api/admin/creditnotes/invoice/{invoiceId}/creditnote/create', (group) => {
  isolateEachTest(group)

  test('an admin issues a numbered credit note, audited', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const response = await createCreditNote(client, invoice.id, { date: '2026-06-15', amount: 7900 }, admin)

    response.assertStatus(200)
    const [note] = await notesOf(invoice.id)
    assert.match(note.number, /^A-2026-\d{6}$/)
    response.assertBody({
      created: true,
      creditnote: {
        id: note.id,
        number: note.number,
        issueDate: '2026-06-15',
        amountCents: 7900,
        currency: 'EUR',
        locale: note.locale,
        downloadUrl: `/en/api/creditnotes/${note.id}/download`,
      },
      successes: [{ message: `Credit note ${note.number} has been created.` }],
    })
    assert.equal(note.createdByUserId, admin.id)
    const logs = await AuditLog.query().where('action', 'creditNote.create').where('subject_id', note.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].userId, admin.id)
  })

  test('a credit note above what remains is refused and nothing is created', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })
    await createCreditNote(client, invoice.id, { date: '2026-06-10', amount: 40000 }, admin).then((r) =>
      r.assertStatus(200)
    )

    const response = await createCreditNote(client, invoice.id, { date: '2026-06-11', amount: 7401 }, admin)

    response.assertStatus(400)
    response.assertBody({
      errors: [
        {
          message: `The amount exceeds what is left to credit on invoice ${invoice.number} (€74.00).`,
          field: 'amount',
        },
      ],
    })
    assert.lengthOf(await notesOf(invoice.id), 1)
    assert.lengthOf(await AuditLog.query().where('action', 'creditNote.create'), 1)
  })

  test('a date before the invoice or in the future is refused, in the language of the call', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const before = await createCreditNote(
      client,
      invoice.id,
      { date: '2026-05-31', amount: 100 },
      admin,
      'fr'
    )
    before.assertStatus(400)
    before.assertBody({
      errors: [{ message: 'Un avoir ne peut pas être daté avant sa facture (01/06/2026).', field: 'date' }],
    })

    const future = await createCreditNote(
      client,
      invoice.id,
      { date: addDays(todayUtc(), 1), amount: 100 },
      admin
    )
    future.assertStatus(400)
    future.assertBodyContains({ errors: [{ field: 'date' }] })
    assert.lengthOf(await notesOf(invoice.id), 0)
  })

  test('bad bodies answer 422', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const empty = await createCreditNote(client, invoice.id, {}, admin)
    empty.assertStatus(422)
    assert.sameMembers(
      empty.body().errors.map((error: { field: string }) => error.field),
      ['date', 'amount']
    )
    const wrong = await createCreditNote(client, invoice.id, { date: '15/06/2026', amount: 0 }, admin)
    wrong.assertStatus(422)
    assert.sameMembers(
      wrong.body().errors.map((error: { field: string }) => error.field),
      ['date', 'amount']
    )
    assert.lengthOf(await notesOf(invoice.id), 0)
  })

  test('a customer is refused with 403, even for their own invoice', async ({ client, assert }) => {
    const { user, invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const response = await createCreditNote(client, invoice.id, { date: '2026-06-15', amount: 100 }, user)

    response.assertStatus(403)
    assert.lengthOf(await notesOf(invoice.id), 0)
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const { invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const response = await createCreditNote(client, invoice.id, { date: '2026-06-15', amount: 100 })

    response.assertStatus(401)
  })

  test('an unknown invoice answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const response = await createCreditNote(client, 999999, { date: todayUtc(), amount: 100 }, admin)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
  })
})
