import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import AuditLog from '#models/audit_log'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { isolateEachTest } from '#tests/helpers/database'
import { createBackOfficeAccountant } from '#tests/helpers/users'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
readAsBytes(XLSX, 'application/zip', 'application/pdf')

/** The billing period (`2026-Q1`) of a day. */
const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`

/** A company with a contract, its invoice and a credit note of it: the ids the calls below name. */
async function billedCompany() {
  const purchase = await createInvoicedPurchase()
  const creditNote = await issueCreditNote({
    invoiceId: purchase.invoice.id,
    amountCents: 100,
    issueDate: purchase.invoice.issueDate,
    reason: 'Accountant',
  })
  return {
    company: purchase.companyId,
    contract: purchase.contract.id,
    invoice: purchase.invoice.id,
    creditNote: creditNote.id,
    worker: 0,
    request: purchase.request.requestId,
    period: quarterOf(String(purchase.invoice.issueDate)),
  }
}

type Ids = Awaited<ReturnType<typeof billedCompany>>

/** What a back-office accountant reads: each call with the content type of its answer. */
const READS: [label: string, url: (ids: Ids) => string, type: string][] = [
  ['the invoices list', () => '/en/api/admin/invoices', 'application/json'],
  ['an invoice', (ids) => `/en/api/admin/invoices/${ids.invoice}`, 'application/json'],
  ['the credit notes list', () => '/en/api/admin/creditNotes', 'application/json'],
  ['a credit note', (ids) => `/en/api/admin/creditNotes/${ids.creditNote}`, 'application/json'],
  ["an invoice's PDF", (ids) => `/en/api/invoices/${ids.invoice}/download`, 'application/pdf'],
  ["a credit note's PDF", (ids) => `/en/api/creditnotes/${ids.creditNote}/download`, 'application/pdf'],
  ['the companies list', () => '/en/api/admin/companies', 'application/json'],
  ['a company', (ids) => `/en/api/admin/companies/${ids.company}`, 'application/json'],
  ["the companies list's columns", () => '/en/api/admin/companies/fields', 'application/json'],
  ['the contracts list', () => '/en/api/admin/workerContracts', 'application/json'],
  ['the invoices export', () => '/en/api/admin/invoices/export', XLSX],
  ['the credit notes export', () => '/en/api/admin/creditNotes/export', XLSX],
  ['the companies export', () => '/en/api/admin/companies/export', XLSX],
  ['the contracts export', () => '/en/api/admin/workerContracts/export', XLSX],
  ['the period workbook', (ids) => `/en/api/admin/invoices/exportPeriod?period=${ids.period}`, XLSX],
  [
    'the period PDF archive',
    (ids) => `/en/api/admin/invoices/pdfArchive?period=${ids.period}`,
    'application/zip',
  ],
  ["a company's portal page", (ids) => `/en/api/eurofiscalis/company/${ids.company}`, 'application/json'],
  [
    "a contract's invoices on the portal",
    (ids) => `/en/api/invoices/company/${ids.company}/contract/${ids.contract}/list`,
    'application/json',
  ],
]

const BACK_OFFICE_REFUSED = {
  errors: [{ message: 'Your back-office role does not allow this. Ask an administrator.' }],
}

/** What a back-office accountant may not do: each write (and the reads of what is not theirs) answers 403. */
const REFUSED: [label: string, method: 'get' | 'post' | 'put' | 'delete', url: (ids: Ids) => string][] = [
  ['edit a company', 'put', (ids) => `/en/api/admin/companies/${ids.company}`],
  ["check a company's VAT number", 'post', (ids) => `/en/api/admin/companies/${ids.company}/checkVatNumber`],
  ['issue an invoice', 'post', (ids) => `/en/api/admin/workercontracts/${ids.contract}/invoice/create`],
  [
    'issue a credit note',
    'post',
    (ids) => `/en/api/admin/creditnotes/invoice/${ids.invoice}/creditnote/create`,
  ],
  [
    "change a contract's introducer",
    'post',
    (ids) => `/en/api/admin/workercontracts/${ids.company}/updateActive`,
  ],
  ['validate a request', 'post', () => '/en/api/admin/requests/1/validate'],
  ['read the requests', 'get', () => '/en/api/admin/requests'],
  ['read the profiles', 'get', () => '/en/api/admin/profiles'],
  ['read the audit log', 'get', () => '/en/api/admin/auditLogs'],
  ['export the audit log', 'get', () => '/en/api/admin/auditLogs/export'],
  ['read the settings', 'get', () => '/en/api/admin/representativeCountries'],
  ['add an introducer', 'post', () => '/en/api/admin/businessIntroducers'],
  ['delete an attachment', 'delete', () => '/en/api/admin/attachments/1'],
  ['read the back-office users', 'get', () => '/en/api/admin/backOfficeUsers'],
  ['add a back-office user', 'post', () => '/en/api/admin/backOfficeUsers'],
  ['read the compliance list', 'get', () => '/en/api/admin/compliance'],
  ["read the inspectors' requests", 'get', () => '/en/api/admin/authorityRequests'],
  ['read the home', 'get', () => '/en/api/admin/home'],
  [
    'add a driver on the portal',
    'post',
    (ids) => `/en/api/eurofiscalis/workers/company/${ids.company}/contract/${ids.contract}/worker/create`,
  ],
  [
    "read a company's drivers on the portal",
    'get',
    (ids) => `/en/api/eurofiscalis/company/${ids.company}/drivers`,
  ],
  [
    'renew a contract on the portal',
    'post',
    (ids) => `/en/api/eurofiscalis/workers/company/${ids.company}/renewContract`,
  ],
  [
    "read a company's request on the portal",
    'get',
    (ids) => `/en/api/eurofiscalis/workers/request/${ids.request}`,
  ],
]

test.group('Back-office accountant | reads billing, companies and contracts; writes nothing', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('reads {0}')
    .with(READS)
    .run(async ({ assert, client }, [, url, type]) => {
      const accountant = await createBackOfficeAccountant()
      const ids = await billedCompany()

      const response = await client.get(url(ids)).loginAs(accountant)

      response.assertStatus(200)
      assert.include(response.header('content-type'), type)
    })

  test('may not {0}')
    .with(REFUSED)
    .run(async ({ assert, client }, [, method, url]) => {
      const accountant = await createBackOfficeAccountant()
      const ids = await billedCompany()
      const lines = await AuditLog.query().count('* as total').first()

      let request = client[method](url(ids)).loginAs(accountant)
      if (method !== 'get') request = request.json({}).withCsrfToken()
      const response = await request

      response.assertStatus(403)
      response.assertBody(BACK_OFFICE_REFUSED)
      assert.deepEqual(
        (await AuditLog.query().count('* as total').first())!.$extras,
        lines!.$extras,
        'nothing audited'
      )
    })

  test("an accountant's export is audited under their name, as an admin's", async ({ assert, client }) => {
    const accountant = await createBackOfficeAccountant()

    const response = await client.get('/en/api/admin/invoices/export').loginAs(accountant)

    response.assertStatus(200)
    const line = await AuditLog.query().where('action', 'invoices.export').firstOrFail()
    assert.equal(line.userId, accountant.id)
  })

  test('an accountant without a second factor is sent to enrolment, as an admin is', async ({
    assert,
    client,
  }) => {
    const accountant = await createBackOfficeAccountant({ totp: false })

    const response = await client.get('/en/api/admin/invoices').loginAs(accountant)

    response.assertStatus(403)
    assert.isTrue(response.body().totpEnrolmentRequired)
  })
})
