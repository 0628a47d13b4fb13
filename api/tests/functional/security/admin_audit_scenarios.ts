import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import { CompanyFactory } from '#database/factories/company_factory'
import { EXPORTED_RESOURCES } from '#services/exports/list_exports'
import { declarationExportScenario } from '#tests/functional/declarations/declaration_audit_scenarios'
import { todayUtc } from '#services/contracts/contract_term'
import { createBackOfficeAccountant, createCustomer, enrolledTotp } from '#tests/helpers/users'
import { createWorkerRequest, inDays, seedReferenceData, uniqueVatNumber } from '#tests/helpers/purchase'
import { createInvoicedPurchase, createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'
import { contractsFixture, createIntroducer } from '#tests/functional/back_office/back_office_fixtures'
import {
  ATTACHMENTS_URL,
  createAttachment,
  someCountries,
} from '#tests/functional/back_office/attachment_fixtures'
import {
  BOTH_TERMS,
  countryInput,
  introducerBody,
  INTRODUCERS,
  sendCountry,
} from '#tests/functional/back_office/settings_fixtures'
import {
  ADMIN_BASE as AUTHORITY_REQUESTS,
  createAuthorityRequest,
  customerWithDrivers,
} from '#tests/functional/authority_requests/authority_request_fixtures'

/**
 * The line an admin write must leave: its action and record, and the payload's sides by kind (an update holds
 * `before` and `after`, a creation `after`, a deletion `before`, an export its filter and sort or its period, an act
 * that changes none of the record's fields neither side), with `payload` a subset the line must contain.
 */
export interface ExpectedLine {
  action: string
  subjectType: string
  subjectId: number | null
  kind: 'update' | 'create' | 'delete' | 'export' | 'act'
  payload?: Record<string, unknown>
}

export interface PreparedWrite {
  /** The write, as `admin`, through HTTP. */
  write(): Promise<ApiResponse>
  /** The line it must leave, knowing its answer's body (a created record's id; each route answers its own shape). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  line(answer: any): ExpectedLine
}

/** Prepares the data of one write (its own writes may leave lines: they are not counted). */
export type AuditScenario = (client: ApiClient, admin: User) => Promise<PreparedWrite>

async function pendingTransferRequest() {
  const reference = await seedReferenceData()
  const customer = await createCustomer()
  return createWorkerRequest(customer, { mop: 'TRANSFER', lines: [{ country: reference.country('FR') }] })
}

async function anAttachment(client: ApiClient, admin: User) {
  await someCountries('DE')
  const response = await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] })
  return response.body() as { id: number }
}

/** An inspector's request as the back-office sends it. */
const authorityRequestBody = (companyId: number, driverIds: number[]) => ({
  companyId,
  countryCode: 'FR',
  authority: 'DREAL Grand Est',
  reference: 'IMI-AUDIT',
  receivedOn: '2026-11-20',
  driverIds,
  kinds: ['PAYSLIPS'],
})

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

const exportScenario =
  (resource: string): AuditScenario =>
  async (client, admin) => ({
    write: () =>
      client
        .get(`/en/api/admin/${resource}/export`)
        .qs({ filter: JSON.stringify({ q: 'audit' }), sort: JSON.stringify(['id', 'ASC']) })
        .loginAs(admin),
    line: () => ({
      action: `${resource}.export`,
      subjectType: snakeCase(resource),
      subjectId: null,
      kind: 'export',
      payload: { filter: { q: 'audit' } },
    }),
  })

/** The accountant's period documents: audited as an export of the invoices, with the period and the format. */
const periodScenario =
  (call: string, format: 'xlsx' | 'zip'): AuditScenario =>
  async (client, admin) => ({
    write: () => client.get(`/en/api/admin/invoices/${call}`).qs({ period: '2026-Q1' }).loginAs(admin),
    line: () => ({
      action: 'invoices.export',
      subjectType: 'invoices',
      subjectId: null,
      kind: 'export',
      payload: { period: '2026-Q1', from: '2026-01-01', to: '2026-03-31', format },
    }),
  })

/**
 * Every write route of the back-office by name, and the exports. A route without an entry fails the test: add one
 * here (a few lines) when adding a route.
 */
export const SCENARIOS: Record<string, AuditScenario> = {
  'api.admin.profiles.update': async (client, admin) => {
    const customer = await createCustomer({ profile: { lastName: 'Kowalski' } })
    return {
      write: () =>
        client
          .put(`/en/api/admin/profiles/${customer.profile.id}`)
          .json({
            civility: 'MRS',
            firstName: customer.profile.firstName,
            lastName: 'Nowak',
            position: customer.profile.position,
          })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'profile.update',
        subjectType: 'profile',
        subjectId: customer.profile.id,
        kind: 'update',
        payload: { before: { lastName: 'Kowalski' }, after: { lastName: 'Nowak' } },
      }),
    }
  },

  'api.admin.profiles.resetSecondFactor': async (client, admin) => {
    const customer = await createCustomer({ user: enrolledTotp() })
    return {
      write: () =>
        client
          .post(`/en/api/admin/profiles/${customer.profile.id}/resetSecondFactor`)
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'profile.resetSecondFactor',
        subjectType: 'profile',
        subjectId: customer.profile.id,
        kind: 'act',
      }),
    }
  },

  'api.admin.requests.validate': async (client, admin) => {
    const request = await pendingTransferRequest()
    return {
      write: () =>
        client
          .post(`/en/api/admin/requests/${request.id}/validate`)
          .json({ startDates: [{ countryCode: 'FR', startDate: inDays(0) }] })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'request.validate',
        subjectType: 'worker_request',
        subjectId: request.id,
        kind: 'update',
        payload: { before: { status: 'pending_payment' }, after: { status: 'validated' } },
      }),
    }
  },

  'api.admin.requests.remove': async (client, admin) => {
    const request = await pendingTransferRequest()
    return {
      write: () => client.post(`/en/api/admin/requests/${request.id}/remove`).withCsrfToken().loginAs(admin),
      line: () => ({
        action: 'request.remove',
        subjectType: 'worker_request',
        subjectId: request.id,
        kind: 'update',
        payload: { before: { status: 'pending_payment' }, after: { status: 'removed' } },
      }),
    }
  },

  'api.admin.workerContracts.invoice.create': async (client, admin) => {
    const { contract } = await createValidatedPurchase()
    return {
      write: () =>
        client
          .post(`/en/api/admin/workercontracts/${contract.id}/invoice/create`)
          .json({ date: todayUtc(), amountWithoutTax: 12000, amountTaxes: 0, description: 'Fees' })
          .withCsrfToken()
          .loginAs(admin),
      line: ({ invoice }) => ({
        action: 'invoice.create',
        subjectType: 'invoice',
        subjectId: invoice.id,
        kind: 'create',
        payload: {
          after: { number: invoice.number, workerContractId: contract.id, amountWithoutTaxCents: 12000 },
        },
      }),
    }
  },

  'api.admin.invoices.creditNote.create': async (client, admin) => {
    const { invoice } = await createInvoicedPurchase()
    return {
      write: () =>
        client
          .post(`/en/api/admin/creditnotes/invoice/${invoice.id}/creditnote/create`)
          .json({ date: todayUtc(), amount: 100 })
          .withCsrfToken()
          .loginAs(admin),
      line: ({ creditnote }) => ({
        action: 'creditNote.create',
        subjectType: 'credit_note',
        subjectId: creditnote.id,
        kind: 'create',
        payload: { after: { number: creditnote.number, invoiceId: invoice.id, amountCents: 100 } },
      }),
    }
  },

  'api.admin.companies.update': async (client, admin) => {
    const company = await CompanyFactory.merge({ name: 'Before Transport' }).create()
    return {
      write: () =>
        client
          .put(`/en/api/admin/companies/${company.id}`)
          .json({
            name: 'After Transport',
            vatNumber: uniqueVatNumber(),
            address: {
              addressLines: ['ul. Długa 1'],
              postalCode: '80-001',
              city: 'Gdańsk',
              countryCode: 'PL',
            },
          })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'company.update',
        subjectType: 'company',
        subjectId: company.id,
        kind: 'update',
        payload: { before: { name: 'Before Transport' }, after: { name: 'After Transport', city: 'Gdańsk' } },
      }),
    }
  },

  'api.admin.companies.checkVatNumber': async (client, admin) => {
    const company = await CompanyFactory.merge({
      vatNumber: uniqueVatNumber(),
      vatStatus: 'unchecked',
    }).create()
    return {
      write: () =>
        client.post(`/en/api/admin/companies/${company.id}/checkVatNumber`).withCsrfToken().loginAs(admin),
      line: () => ({
        action: 'company.vatCheck',
        subjectType: 'company',
        subjectId: company.id,
        kind: 'update',
        payload: { before: { vatStatus: 'unchecked' }, vatNumber: company.vatNumber },
      }),
    }
  },

  'api.admin.workerContracts.updateActive': async (client, admin) => {
    const { companies } = await contractsFixture()
    const zeta = await createIntroducer('ZETA', 'Zeta Partners')
    const companyId = companies.bravo.company.id
    return {
      write: () =>
        client
          .post(`/en/api/admin/workercontracts/${companyId}/updateActive`)
          .json({ businessIntroducer: zeta.id })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'workerContract.changeIntroducer',
        subjectType: 'company',
        subjectId: companyId,
        kind: 'update',
        payload: { businessIntroducer: { code: 'ZETA' } },
      }),
    }
  },

  'api.admin.attachments.store': async (client, admin) => {
    await someCountries('DE')
    return {
      write: () => createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] }),
      line: ({ id }) => ({
        action: 'attachment.create',
        subjectType: 'attachment',
        subjectId: id,
        kind: 'create',
        payload: { after: { titles: { en: 'Guide' }, countryCodes: ['DE'] } },
      }),
    }
  },

  'api.admin.attachments.update': async (client, admin) => {
    const { id } = await anAttachment(client, admin)
    return {
      write: () =>
        client
          .put(`${ATTACHMENTS_URL}/${id}`)
          .json({ titles: { en: 'Guide 2026' }, countryCodes: ['DE'], isActive: false })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'attachment.update',
        subjectType: 'attachment',
        subjectId: id,
        kind: 'update',
        payload: {
          before: { titles: { en: 'Guide' }, isActive: true },
          after: { titles: { en: 'Guide 2026' }, isActive: false },
        },
      }),
    }
  },

  'api.admin.attachments.destroy': async (client, admin) => {
    const { id } = await anAttachment(client, admin)
    return {
      write: () => client.delete(`${ATTACHMENTS_URL}/${id}`).withCsrfToken().loginAs(admin),
      line: () => ({
        action: 'attachment.delete',
        subjectType: 'attachment',
        subjectId: id,
        kind: 'delete',
        payload: { before: { titles: { en: 'Guide' } } },
      }),
    }
  },

  'api.admin.representativeCountries.store': async (client, admin) => ({
    write: () => sendCountry(client, admin, { input: countryInput(), files: BOTH_TERMS }),
    line: ({ id }) => ({
      action: 'representativeCountry.create',
      subjectType: 'representative_country',
      subjectId: id,
      kind: 'create',
      payload: { after: { code: 'DE', unlimitedPackageAmountCents: 8900 } },
    }),
  }),

  'api.admin.representativeCountries.update': async (client, admin) => {
    const created = await sendCountry(client, admin, { input: countryInput(), files: BOTH_TERMS })
    const { id } = created.body() as { id: number }
    return {
      write: () =>
        sendCountry(client, admin, { id, input: countryInput({ unlimitedPackageAmountCents: 9900 }) }),
      line: () => ({
        action: 'representativeCountry.update',
        subjectType: 'representative_country',
        subjectId: id,
        kind: 'update',
        payload: {
          before: { unlimitedPackageAmountCents: 8900 },
          after: { unlimitedPackageAmountCents: 9900 },
        },
      }),
    }
  },

  'api.admin.businessIntroducers.store': async (client, admin) => {
    const body = introducerBody({ code: 'AUDIT-NEW' })
    return {
      write: () => client.post(INTRODUCERS).json(body).withCsrfToken().loginAs(admin),
      line: ({ id }) => ({
        action: 'businessIntroducer.create',
        subjectType: 'business_introducer',
        subjectId: id,
        kind: 'create',
        payload: { after: { code: 'AUDIT-NEW', unlimitedPackageAmountCents: 6500 } },
      }),
    }
  },

  'api.admin.businessIntroducers.update': async (client, admin) => {
    const body = introducerBody({ code: 'AUDIT-OLD' })
    const created = await client.post(INTRODUCERS).json(body).withCsrfToken().loginAs(admin)
    const { id } = created.body() as { id: number }
    return {
      write: () =>
        client
          .put(`${INTRODUCERS}/${id}`)
          .json({ ...body, name: 'Baltic Haulage Union' })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'businessIntroducer.update',
        subjectType: 'business_introducer',
        subjectId: id,
        kind: 'update',
        payload: { before: { name: 'Baltic Haulage Club' }, after: { name: 'Baltic Haulage Union' } },
      }),
    }
  },

  'api.admin.authorityRequests.store': async (client, admin) => {
    const { company, drivers } = await customerWithDrivers()
    const body = authorityRequestBody(company.id, [drivers[0].id])
    return {
      write: () => client.post(AUTHORITY_REQUESTS).json(body).withCsrfToken().loginAs(admin),
      line: ({ id }) => ({
        action: 'authorityRequest.create',
        subjectType: 'authority_request',
        subjectId: id,
        kind: 'create',
        payload: { companyId: company.id, after: { reference: 'IMI-AUDIT', dueOn: '2027-01-15' } },
      }),
    }
  },

  'api.admin.authorityRequests.update': async (client, admin) => {
    const { company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id])
    const body = authorityRequestBody(company.id, [drivers[0].id])
    return {
      write: () =>
        client
          .put(`${AUTHORITY_REQUESTS}/${id}`)
          .json({ ...body, status: 'waiting_customer' })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'authorityRequest.update',
        subjectType: 'authority_request',
        subjectId: id,
        kind: 'update',
        payload: { before: { authorityStatus: 'open' }, after: { authorityStatus: 'waiting_customer' } },
      }),
    }
  },

  'api.admin.backOfficeUsers.store': async (client, admin) => ({
    write: () =>
      client
        .post('/en/api/admin/backOfficeUsers')
        .json({
          firstName: 'Ewa',
          lastName: 'Audit',
          login: 'ewa.audit',
          email: 'ewa.audit@example.test',
          role: 'accountant',
          language: 'fr',
        })
        .withCsrfToken()
        .loginAs(admin),
    line: (answer: { id: number }) => ({
      action: 'backOfficeUser.create',
      subjectType: 'back_office_user',
      subjectId: answer.id,
      kind: 'create',
      payload: { after: { login: 'ewa.audit', backOfficeRole: 'accountant' } },
    }),
  }),

  'api.admin.backOfficeUsers.update': async (client, admin) => {
    const accountant = await createBackOfficeAccountant()
    return {
      write: () =>
        client
          .put(`/en/api/admin/backOfficeUsers/${accountant.id}`)
          .json({ role: 'accountant', isActive: false })
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'backOfficeUser.update',
        subjectType: 'back_office_user',
        subjectId: accountant.id,
        kind: 'update',
        payload: { before: { isActive: true }, after: { isActive: false } },
      }),
    }
  },

  'api.admin.backOfficeUsers.resetSecondFactor': async (client, admin) => {
    const accountant = await createBackOfficeAccountant()
    return {
      write: () =>
        client
          .post(`/en/api/admin/backOfficeUsers/${accountant.id}/resetSecondFactor`)
          .withCsrfToken()
          .loginAs(admin),
      line: () => ({
        action: 'backOfficeUser.resetSecondFactor',
        subjectType: 'back_office_user',
        subjectId: accountant.id,
        kind: 'act',
      }),
    }
  },

  'api.admin.invoices.period.export': periodScenario('exportPeriod', 'xlsx'),
  'api.admin.invoices.pdfArchive.export': periodScenario('pdfArchive', 'zip'),
  'api.admin.postingDeclarations.export': declarationExportScenario,

  ...Object.fromEntries(
    EXPORTED_RESOURCES.map((resource) => [`api.admin.${resource}.export`, exportScenario(resource)])
  ),
}
