import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { billingFixture } from '#tests/functional/back_office/billing_list_fixtures'

test.group('Back-office | a credit note from the invoices list', (group) => {
  isolateEachTest(group)

  test('the row says what is left to credit, a credit note takes at most that, and the row follows', async ({
    client,
    assert,
  }) => {
    const { alpha } = await billingFixture()
    const admin = await createAdmin()
    const detail = () => client.get(`/en/api/admin/invoices/${alpha.invoice.id}`).loginAs(admin)
    const create = (amount: number) =>
      client
        .post(`/en/api/admin/creditnotes/invoice/${alpha.invoice.id}/creditnote/create`)
        .json({ date: '2026-10-15', amount })
        .withCsrfToken()
        .loginAs(admin)

    const before = await detail()
    assert.equal(before.body().creditableCents, 37400)

    const tooMuch = await create(before.body().creditableCents + 1)
    tooMuch.assertStatus(400)
    tooMuch.assertBody({
      errors: [
        {
          message: `The amount exceeds what is left to credit on invoice ${alpha.invoice.number} (€374.00).`,
          field: 'amount',
        },
      ],
    })

    const all = await create(before.body().creditableCents)
    all.assertStatus(200)
    const after = await detail()
    assert.equal(after.body().creditedCents, 47400)
    assert.equal(after.body().creditableCents, 0)
    assert.deepEqual(
      after.body().creditNotes.map((note: { amountCents: number }) => note.amountCents),
      [10000, 37400]
    )

    ;(await create(1)).assertStatus(400)
    assert.lengthOf(await AuditLog.query().where('action', 'creditNote.create'), 1)
  })
})
