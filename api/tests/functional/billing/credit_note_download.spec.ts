import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { createInvoicedPurchase, pdfBytes } from '#tests/functional/billing/billing_fixtures'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

async function creditNoteOfAPurchase() {
  const purchase = await createInvoicedPurchase({ startDate: '2026-06-01' })
  const creditNote = await issueCreditNote({
    invoiceId: purchase.invoice.id,
    amountCents: 7900,
    issueDate: '2026-06-15',
    reason: 'Rabat handlowy',
  })
  return { ...purchase, creditNote }
}

test.group('Billing | credit note download', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the customer downloads their credit note, stored on first download', async ({ client, assert }) => {
    const { user, creditNote } = await creditNoteOfAPurchase()

    const first = await client.get(`/pl/api/creditnotes/${creditNote.id}/download`).loginAs(user)
    const second = await client.get(`/pl/api/creditnotes/${creditNote.id}/download`).loginAs(user)

    first.assertStatus(200)
    first.assertHeader('content-type', 'application/pdf')
    first.assertHeader(
      'content-disposition',
      `attachment; filename="${creditNote.number}.pdf"; filename*=UTF-8''${creditNote.number}.pdf`
    )
    assert.match(creditNote.number, /^A-2026-\d{6}$/)
    assert.equal(pdfBytes(first).subarray(0, 5).toString('latin1'), '%PDF-')
    await creditNote.refresh()
    assert.equal(creditNote.pdfKey, `credit-notes/2026/${creditNote.number}.pdf`)
    assert.isTrue(pdfBytes(second).equals(pdfBytes(first)))
    assert.isTrue(pdfBytes(first).equals(Buffer.from(await drive.use().getBytes(creditNote.pdfKey!))))
  })

  test("another company's credit note answers 404, exactly like a missing one", async ({
    client,
    assert,
  }) => {
    const { creditNote } = await creditNoteOfAPurchase()
    const stranger = await createCustomer()

    const foreign = await client.get(`/en/api/creditnotes/${creditNote.id}/download`).loginAs(stranger)
    const missing = await client.get('/en/api/creditnotes/999999/download').loginAs(stranger)

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    assert.deepEqual(missing.body(), foreign.body())
  })

  test('an admin downloads any credit note', async ({ client }) => {
    const { creditNote } = await creditNoteOfAPurchase()
    const admin = await createAdmin()

    const response = await client.get(`/fr/api/creditnotes/${creditNote.id}/download`).loginAs(admin)

    response.assertStatus(200)
    response.assertHeader(
      'content-disposition',
      `attachment; filename="${creditNote.number}.pdf"; filename*=UTF-8''${creditNote.number}.pdf`
    )
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const { creditNote } = await creditNoteOfAPurchase()

    const response = await client.get(`/en/api/creditnotes/${creditNote.id}/download`)

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Please sign in to continue.' }] })
  })

  test('an unknown or non-numeric id answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const unknown = await client.get('/en/api/creditnotes/999999/download').loginAs(admin)
    const word = await client.get('/en/api/creditnotes/A-2026-000001/download').loginAs(admin)

    unknown.assertStatus(404)
    unknown.assertBody(NOT_FOUND)
    word.assertStatus(404)
  })
})
