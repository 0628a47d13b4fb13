import type { ApiClient } from '@japa/api-client'
import { test } from '@japa/runner'
import { addDays, addMonths } from '@posted-workers/domain'
import privacyConfig from '#config/privacy'
import { CompanyFactory } from '#database/factories/company_factory'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { todayUtc } from '#services/contracts/contract_term'
import { commitEachTest } from '#tests/helpers/database'
import { workbookOf } from '#tests/helpers/xlsx'
import { createAdmin } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

function exportCall(client: ApiClient, resource: string, filter: Record<string, unknown>) {
  return client.get(`/en/api/admin/${resource}/export`).qs({ filter: JSON.stringify(filter) })
}

/**
 * README, "Retention and erasure": invoices and credit notes are kept ACCOUNTING_RETENTION_YEARS after their issue
 * date, through the same day that many years on; from the day after, the back-office lists and exports show them
 * under `pastRetention`.
 */
test.group('Back-office | invoices and credit notes past their retention', (group) => {
  commitEachTest(group)

  /** An invoice issued on the last day it is kept, one issued the day before, each with a credit note that day. */
  async function documents() {
    const years = privacyConfig.accountingRetentionYears
    const keptThroughToday = addMonths(todayUtc(), -years * 12)
    const pastSinceToday = addDays(keptThroughToday, -1)
    const issued = async (name: string, date: string) => {
      const company = await CompanyFactory.merge({ name }).create()
      const { invoice } = await createInvoicedPurchase({ company, startDate: date })
      const note = await issueCreditNote({ invoiceId: invoice.id, amountCents: 1000, issueDate: date })
      return { invoice, note }
    }
    return {
      dates: { keptThroughToday, pastSinceToday },
      kept: await issued('Kept Through Today Transport', keptThroughToday),
      past: await issued('Past Retention Transport', pastSinceToday),
    }
  }

  test('the lists show the documents issued the day before, not those issued that day', async ({
    client,
    assert,
  }) => {
    const { dates, kept, past } = await documents()
    assert.equal(past.invoice.issueDate, dates.pastSinceToday)
    assert.equal(kept.invoice.issueDate, dates.keptThroughToday)
    const admin = await createAdmin()

    for (const [resource, ours] of [
      ['invoices', [kept.invoice.number, past.invoice.number]],
      ['creditNotes', [kept.note.number, past.note.number]],
    ] as const) {
      const numbers = async (filter: Record<string, unknown>) => {
        const response = await listCall(client, `/en/api/admin/${resource}`, admin, {
          filter,
          range: [0, 999],
        })
        response.assertStatus(200)
        return (response.body() as { number: string }[])
          .map((row) => row.number)
          .filter((number) => (ours as readonly string[]).includes(number))
      }
      assert.deepEqual(await numbers({ pastRetention: true }), [ours[1]], resource)
      assert.sameMembers(await numbers({}), [...ours], resource)
    }
  })

  test('so do their exports', async ({ client, assert }) => {
    const { kept, past } = await documents()
    const admin = await createAdmin()

    for (const [resource, ours] of [
      ['invoices', [kept.invoice.number, past.invoice.number]],
      ['creditNotes', [kept.note.number, past.note.number]],
    ] as const) {
      const sheet = await workbookOf(
        await exportCall(client, resource, { pastRetention: true }).loginAs(admin)
      )
      const numbers = sheet
        .getRows(2, Math.max(sheet.rowCount - 1, 1))!
        .flatMap((row) => (row.hasValues ? [String(row.getCell(1).value)] : []))
        .filter((number) => (ours as readonly string[]).includes(number))
      assert.deepEqual(numbers, [ours[1]], resource)
    }
  })
})
