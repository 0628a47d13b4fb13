import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { Knex } from 'knex'
import type { ListQuery, SortDirection } from '#services/http/list_query'
import {
  companyRows,
  COMPANY_SORTS,
  readCompanyFilter,
  type CompanyRow,
} from '#services/companies/company_list'
import {
  contractRows,
  CONTRACT_SORTS,
  readContractFilter,
  type ContractRow,
} from '#services/contracts/contract_list'
import { filteredRequests, requestSortColumn, REQUEST_SORTS } from '#services/requests/request_list'
import { filteredProfiles, profileSortColumn, PROFILE_SORTS } from '#services/profiles/profile_list'
import { invoiceRows, INVOICE_SORTS } from '#services/billing/billing_lists'
import {
  creditNoteRows,
  CREDIT_NOTE_SORTS,
  type CreditNoteExportRow,
} from '#services/billing/credit_note_list'
import { presentAdminCreditNote } from '#services/presenters/admin_billing_presenter'
import { todayUtc } from '#services/contracts/contract_term'
import { AUDIT_LOG_SORTS, auditLogRows, type AuditLogRow } from '#services/audit/audit_log_list'
import { auditChangesText } from '#services/audit/changes_text'
import { auditLabels } from '#services/audit/audit_labels'
import { auditPayload, presentAuditUser } from '#services/presenters/audit_log_presenter'
import { presentAdminCompany } from '#services/presenters/admin_company_presenter'
import { presentAdminContract } from '#services/presenters/admin_contract_presenter'
import type { CellKind, ExportColumn } from '#services/exports/xlsx_workbook'
import { complianceExport } from '#services/exports/compliance_export'

/** A row as the list's SQL gives it, or as its presenter answers it; each column reads its own fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>

/**
 * A column: its header key under `exports.<list>.`, its kind, and how a flat row gives its value (with the call's
 * words: `t` for a word, `i18n` for what needs more, the audit log's changes).
 */
type Column = [
  key: string,
  kind: CellKind,
  value: (row: Row, t: (key: string) => string, i18n: I18n) => unknown,
]

/** One back-office list as a spreadsheet: its file name, its sorts and default, its rows in the list's order. */
export interface ListExport {
  /** The file is `<fileName>-YYYY-MM-DD.xlsx`; headers are under `exports.<fileName>.`. */
  fileName: string
  sortable: readonly string[]
  defaultSort: string
  defaultDirection?: SortDirection
  columns: Column[]
  rows(query: ListQuery, today: string): { toSQL(): Knex.Sql }
  /** Brings the rows up to date before they are read, when the list does (a posting's readiness that lapsed). */
  prepare?: (query: ListQuery, today: string) => Promise<unknown>
  /** Turns a streamed row into the row the columns read (the list's own presenter), when it needs one. */
  present?: (row: Row, today: string) => Row
}

const workersText = (
  contracts: { countryCode: string; allowedNumberOfWorkers: number | null }[],
  t: (key: string) => string
) =>
  contracts
    .map(
      (contract) =>
        `${contract.countryCode} ${contract.allowedNumberOfWorkers ?? t('exports.values.unlimited')}`
    )
    .join(', ')

const EXPORTS: Record<string, ListExport> = {
  companies: {
    fileName: 'companies',
    sortable: Object.keys(COMPANY_SORTS),
    defaultSort: 'name',
    rows: (query, today) => companyRows(readCompanyFilter(query.filter), query.sort, today),
    present: (row) => presentAdminCompany(row as CompanyRow),
    columns: [
      ['name', 'text', (row) => row.name],
      ['vatNumber', 'text', (row) => row.vatNumber],
      ['vatStatus', 'text', (row, t) => t(`exports.values.vatStatus.${row.vatStatus}`)],
      ['web', 'text', (row) => row.web],
      ['migratedToMobilityPacket', 'boolean', (row) => row.migratedToMobilityPacket],
      ['activeCountries', 'text', (row) => row.activeCountries.join(', ')],
      ['activeAllowedWorkers', 'text', (row, t) => workersText(row.activeContracts, t)],
      ['activePromoCode', 'text', (row) => row.activePromoCode],
      ['activeContractEnd', 'date', (row) => row.activeContractEnd],
      ['customerEmail', 'text', (row) => row.customerEmail],
      ['customerPhone', 'text', (row) => row.customerPhone],
    ],
  },
  requests: {
    fileName: 'requests',
    sortable: Object.keys(REQUEST_SORTS),
    defaultSort: 'companyName',
    rows: (query) =>
      filteredRequests(query, true)
        .select(
          'worker_requests.id',
          'worker_requests.request_id as requestId',
          'worker_requests.type',
          'worker_requests.status',
          'worker_requests.mop',
          'worker_requests.created_at as createdAt',
          'companies.name as companyName',
          'companies.vat_number as vatNumber',
          'worker_requests.promo_code as promoCode',
          'worker_requests.amount_cents as amountCents',
          'worker_requests.payment_reference as paymentReference'
        )
        .select(
          db.raw(
            `(SELECT GROUP_CONCAT(CONCAT(representative_countries.code, ' ',
                COALESCE(worker_request_lines.allowed_number_of_workers, '∞'))
              ORDER BY worker_request_lines.id SEPARATOR ', ')
              FROM worker_request_lines
              JOIN representative_countries
                ON representative_countries.id = worker_request_lines.representative_country_id
              WHERE worker_request_lines.worker_request_id = worker_requests.id) AS contracts`
          )
        )
        .orderBy(requestSortColumn(query), query.sort.direction)
        .orderBy('worker_requests.id', query.sort.direction),
    columns: [
      ['type', 'text', (row, t) => t(`exports.values.requestType.${row.type}`)],
      ['companyName', 'text', (row) => row.companyName],
      ['vatNumber', 'text', (row) => row.vatNumber],
      ['contracts', 'text', (row) => row.contracts],
      ['createdAt', 'dateTime', (row) => row.createdAt],
      ['mop', 'text', (row, t) => t(`exports.values.mop.${row.mop}`)],
      ['promoCode', 'text', (row) => row.promoCode],
      ['amount', 'money', (row) => row.amountCents],
      ['paymentReference', 'text', (row) => row.paymentReference],
      ['requestId', 'text', (row) => row.requestId],
      ['status', 'text', (row, t) => t(`exports.values.requestStatus.${row.status}`)],
    ],
  },
  profiles: {
    fileName: 'users',
    sortable: Object.keys(PROFILE_SORTS),
    defaultSort: 'companyName',
    rows: (query) =>
      filteredProfiles(query, true)
        .select(
          'profiles.id',
          'profiles.civility',
          'profiles.last_name as lastName',
          'profiles.first_name as firstName',
          'profiles.middle_name as middleName',
          'profiles.position',
          'users.login',
          'users.email',
          'companies.name as companyName',
          'companies.vat_number as vatNumber'
        )
        .select(
          db.raw(
            '(SELECT profile_phones.number FROM profile_phones WHERE profile_phones.profile_id = profiles.id ' +
              'ORDER BY profile_phones.position, profile_phones.id LIMIT 1) AS phone'
          )
        )
        .orderBy(profileSortColumn(query), query.sort.direction)
        .orderBy('profiles.id', query.sort.direction),
    columns: [
      ['companyName', 'text', (row) => row.companyName],
      ['vatNumber', 'text', (row) => row.vatNumber],
      ['civility', 'text', (row, t) => (row.civility ? t(`exports.values.civility.${row.civility}`) : null)],
      ['lastName', 'text', (row) => row.lastName],
      ['firstName', 'text', (row) => row.firstName],
      ['middleName', 'text', (row) => row.middleName],
      ['position', 'text', (row, t) => (row.position ? t(`exports.values.position.${row.position}`) : null)],
      ['login', 'text', (row) => row.login],
      ['email', 'text', (row) => row.email],
      ['phone', 'text', (row) => row.phone],
    ],
  },
  workerContracts: {
    fileName: 'contracts',
    sortable: Object.keys(CONTRACT_SORTS),
    defaultSort: 'companyName',
    rows: (query, today) => contractRows(readContractFilter(query.filter), query.sort, today),
    present: (row, today) => presentAdminContract(row as ContractRow, today),
    columns: [
      ['companyName', 'text', (row) => row.companyName],
      ['vatNumber', 'text', (row) => row.vatNumber],
      ['country', 'text', (row) => row.countryCode],
      ['allowedNumberOfWorkers', 'workers', (row) => row.allowedNumberOfWorkers],
      ['startDate', 'date', (row) => row.startDate],
      ['endDate', 'date', (row) => row.endDate],
      ['remainingDays', 'integer', (row) => row.remainingDays],
      ['status', 'text', (row, t) => t(`exports.values.contractStatus.${row.status}`)],
      ['promoCode', 'text', (row) => row.promoCode],
      ['businessIntroducerName', 'text', (row) => row.businessIntroducerName],
      ['amount', 'money', (row) => row.totalAmountCents],
      [
        'requestType',
        'text',
        (row, t) => (row.requestType ? t(`exports.values.requestType.${row.requestType}`) : null),
      ],
      ['paymentReference', 'text', (row) => row.paymentReference],
      ['latestInvoiceNumber', 'text', (row) => row.latestInvoice?.number],
      ['latestInvoiceDate', 'date', (row) => row.latestInvoice?.date],
      ['latestInvoiceAmount', 'money', (row) => row.latestInvoice?.amountWithoutTaxCents],
    ],
  },
  invoices: {
    fileName: 'invoices',
    sortable: Object.keys(INVOICE_SORTS),
    defaultSort: 'number',
    defaultDirection: 'desc',
    rows: (query) => invoiceRows(query),
    columns: [
      ['number', 'text', (row) => row.number],
      ['issueDate', 'date', (row) => row.issueDate],
      ['customerName', 'text', (row) => row.customerName],
      ['customerVatNumber', 'text', (row) => row.customerVatNumber],
      ['amountWithoutTax', 'money', (row) => row.amountWithoutTaxCents],
      ['amountTaxes', 'money', (row) => row.amountTaxesCents],
      ['amountWithTaxes', 'money', (row) => row.amountWithTaxesCents],
      ['periodStart', 'date', (row) => row.periodStart],
      ['periodEnd', 'date', (row) => row.periodEnd],
      ['country', 'text', (row) => row.countryCode],
      ['credited', 'money', (row) => row.creditedCents],
    ],
  },
  creditNotes: {
    fileName: 'creditNotes',
    sortable: Object.keys(CREDIT_NOTE_SORTS),
    defaultSort: 'number',
    defaultDirection: 'desc',
    rows: (query) => creditNoteRows(query),
    present: (row) => {
      const note = row as CreditNoteExportRow
      const { periodStart, periodEnd, countryCode } = note
      return { ...presentAdminCreditNote(note, 'fr'), periodStart, periodEnd, countryCode }
    },
    columns: [
      ['number', 'text', (row) => row.number],
      ['issueDate', 'date', (row) => row.issueDate],
      ['invoiceNumber', 'text', (row) => row.invoice.number],
      ['customerName', 'text', (row) => row.customerName],
      ['customerVatNumber', 'text', (row) => row.customerVatNumber],
      ['amount', 'money', (row) => row.amountWithoutTaxCents],
      ['amountTaxes', 'money', (row) => row.amountTaxesCents],
      ['amountWithTaxes', 'money', (row) => row.amountWithTaxesCents],
      ['periodStart', 'date', (row) => row.periodStart],
      ['periodEnd', 'date', (row) => row.periodEnd],
      ['country', 'text', (row) => row.countryCode],
      ['reason', 'text', (row) => row.reason],
    ],
  },
  auditLogs: {
    fileName: 'auditLogs',
    sortable: AUDIT_LOG_SORTS,
    defaultSort: 'createdAt',
    defaultDirection: 'desc',
    rows: (query) => auditLogRows(query),
    present: (row) => ({
      ...row,
      user: presentAuditUser(row as AuditLogRow),
      payload: auditPayload(row.payload),
    }),
    columns: [
      ['createdAt', 'dateTime', (row) => row.createdAt],
      [
        'admin',
        'text',
        (row, t) =>
          row.user
            ? [row.user.name, `(${row.user.login})`].filter(Boolean).join(' ')
            : t('exports.values.system'),
      ],
      ['action', 'text', (row) => row.action],
      ['subjectType', 'text', (row) => row.subjectType],
      ['subjectId', 'integer', (row) => row.subjectId],
      ['ip', 'text', (row) => row.ip],
      ['changes', 'text', (row, _t, i18n) => auditChangesText(row.payload, auditLabels(i18n))],
    ],
  },
  compliance: complianceExport,
}

/** The back-office resources that have an export, each at `GET /{lang}/api/admin/<resource>/export`. */
export const EXPORTED_RESOURCES = Object.keys(EXPORTS)

/** The export of a back-office resource, or undefined for a resource that has none. */
export function listExport(resource: string): ListExport | undefined {
  return Object.hasOwn(EXPORTS, resource) ? EXPORTS[resource] : undefined
}

/** The columns of an export with their headers in the reader's language. */
export function exportColumns(definition: ListExport, i18n: I18n): ExportColumn<Row>[] {
  // Cells repeat a handful of translated words (a status, a request type): each is formatted once per export,
  // not once per row (formatting an ICU message was a tenth of an export's time).
  const words = new Map<string, string>()
  const t = (key: string) => {
    let word = words.get(key)
    if (word === undefined) {
      word = i18n.t(key)
      words.set(key, word)
    }
    return word
  }
  // One rule for every export's times: Paris wall-clock, the zone named in the header (xlsx_workbook.ts).
  const zone = t('exports.parisTime')
  return definition.columns.map(([key, kind, value]) => ({
    header:
      kind === 'dateTime'
        ? `${t(`exports.${definition.fileName}.${key}`)} (${zone})`
        : t(`exports.${definition.fileName}.${key}`),
    kind,
    value: (row: Row) => value(row, t, i18n),
  }))
}

/** The rows of an export, streamed from the database in the list's order, each presented like the list's. */
export async function* exportRows(definition: ListExport, query: ListQuery, today = todayUtc()) {
  // The list's own SQL (toSQL applies the clauses Lucid keeps until a query runs), streamed row by row.
  const { sql, bindings } = definition.rows(query, today).toSQL()
  // Rows come 64 at a time: fewer pauses of the database socket than the default 16, while a thousand buffered rows
  // lived long enough to be promoted by the garbage collector and doubled the api's memory growth (bench: 100k rows).
  const stream = db.rawQuery(sql, [...bindings]).knexQuery.stream({ highWaterMark: 64 })
  for await (const row of stream as AsyncIterable<Row>) {
    yield definition.present ? definition.present(row, today) : row
  }
}
