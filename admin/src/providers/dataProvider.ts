import type {
  AdminActiveContractsAnswer,
  AdminBusinessIntroducerChoice,
  AdminCompanyFieldsAnswer,
  AdminHomeAnswer,
  AdminHomeChartsAnswer,
  AdminVatCheckAnswer,
  AuditLogChoicesAnswer,
  AuthorityRequestDriverAnswer,
} from '@posted-workers/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  GetListResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin'
import { LIST_COUNT_CAP } from '@posted-workers/domain'
import { checkDateFilters } from '../components/dateFilters'
import { toFormErrors } from './formErrors'
import { httpClient } from './httpClient'
import { i18nProvider } from './i18nProvider'
import { hasChosenFiles, sendForm, toFormData } from './multipart'

/** The answer of a custom action: its own fields, plus the envelope's success messages. */
export interface ActionAnswer {
  successes?: { message: string }[]
}

export interface StartDate {
  countryCode: string
  /** YYYY-MM-DD */
  startDate: string
}

export interface RepresentativeCountry {
  id: number
  code: string
  name: string
  isMobilityPackage: boolean
}

/** The resources of ra-data-simple-rest, plus the documented custom calls. */
export interface AppDataProvider extends DataProvider {
  validateRequest(id: Identifier, startDates: StartDate[]): Promise<ActionAnswer>
  removeRequest(id: Identifier): Promise<ActionAnswer>
  /** Clears a back-office user's second factor (they set up a new one at their next sign-in). */
  resetSecondFactor(id: Identifier): Promise<ActionAnswer>
  /** Turns off a customer's second factor, by their profile's id (they sign in with their password). */
  turnOffCustomerSecondFactor(profileId: Identifier): Promise<ActionAnswer>
  /** Every representative country, inactive ones too, named in the current language. */
  listRepresentativeCountries(): Promise<RepresentativeCountry[]>
  /** The companies list's extra columns, as the server describes them. */
  companyFields(): Promise<AdminCompanyFieldsAnswer>
  /** Checks a company's VAT number again (VIES when configured) and keeps the outcome. */
  checkCompanyVat(companyId: Identifier): Promise<AdminVatCheckAnswer>
  /** A company's running contracts and whether their business introducer may change now. */
  listActiveContracts(companyId: Identifier): Promise<AdminActiveContractsAnswer>
  updateActiveContracts(
    companyId: Identifier,
    businessIntroducer: Identifier
  ): Promise<ActionAnswer & AdminActiveContractsAnswer>
  /** The business introducers a contract may be attributed to (the active ones). */
  listAvailableIntroducers(): Promise<AdminBusinessIntroducerChoice[]>
  /** Issues a credit note on an invoice: `amount` in cents excluding tax, `date` 'YYYY-MM-DD'. */
  createCreditNote(invoiceId: Identifier, input: { date: string; amount: number }): Promise<ActionAnswer>
  /** The back-office home's counts, each with the filter of its list. */
  home(): Promise<AdminHomeAnswer>
  /** The back-office home's charts, each point with the filter of its list. */
  homeCharts(): Promise<AdminHomeChartsAnswer>
  /** The audit log filters' choices: the admins who have lines, the actions and record types that occur. */
  auditLogChoices(): Promise<AuditLogChoicesAnswer>
  /** A company's roster by name, for an inspector's request's drivers. */
  authorityRequestDrivers(companyId: Identifier): Promise<{ drivers: AuthorityRequestDriverAnswer[] }>
  /** Erases a driver's data at the call his row gives (`eraseUrl`, the company's own); refused with the reason. */
  eraseDriver(eraseUrl: string): Promise<ActionAnswer>
}

export interface ExportParams {
  filter: Record<string, unknown>
  sort?: { field: string; order: 'ASC' | 'DESC' }
}

/**
 * Where a list's export is downloaded, with the list's filter (dates that are not a day left out, as the list
 * does) and sort. Not a data-provider method: react-admin's data provider answers promises only.
 */
export const exportUrl = (locale: string, resource: string, { filter, sort }: ExportParams) => {
  const query = new URLSearchParams({ filter: JSON.stringify(checkDateFilters(filter).filter) })
  if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]))
  return `/${locale}/api/admin/${resource}/export?${query}`
}

/** The accountant's documents of a period (`2026-11`, `2026-Q4`): its workbook, or a ZIP of its PDFs. */
export const periodDownloadUrl = (locale: string, file: 'exportPeriod' | 'pdfArchive', period: string) =>
  `/${locale}/api/admin/invoices/${file}?${new URLSearchParams({ period })}`

/**
 * A page of a list the server did not count in full (`Content-Range: … /*`, beyond its count cap): whether another
 * page follows, and the number it counted up to (`X-Count-Cap`), noted by the list client below, keyed by the page's
 * rows as ra-data-simple-rest hands them back.
 */
const partialPages = new WeakMap<object, { hasNextPage: boolean; countCap: number }>()

/** The httpClient, noting `X-Has-Next-Page` and `X-Count-Cap` of a page without a total. */
const listClient: typeof httpClient = async (url, options) => {
  const answer = await httpClient(url, options)
  if (answer.headers.get('Content-Range')?.endsWith('/*') && typeof answer.json === 'object') {
    const cap = Number(answer.headers.get('X-Count-Cap'))
    partialPages.set(answer.json as object, {
      hasNextPage: answer.headers.get('X-Has-Next-Page') === 'true',
      countCap: Number.isSafeInteger(cap) && cap > 0 ? cap : LIST_COUNT_CAP,
    })
  }
  return answer
}

/**
 * A page as react-admin expects it: with its total, or, without one (ra-data-simple-rest reads `*` as NaN), with
 * whether pages come before and after it (react-admin's partial pagination: "1–25 of more than …") and, in its
 * `meta`, the number the server counted up to (useCountCap).
 */
export const withPageInfo = (result: GetListResult, page: number): GetListResult => {
  if (!Number.isNaN(result.total) && result.total !== undefined) return result
  const partial = partialPages.get(result.data)
  return {
    data: result.data,
    pageInfo: { hasPreviousPage: page > 1, hasNextPage: partial?.hasNextPage ?? false },
    meta: { countCap: partial?.countCap ?? LIST_COUNT_CAP },
  }
}

const rethrowForForms = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw toFormErrors(error)
  })

/**
 * The admin resources under the current language's prefix, so that server messages come in the language
 * on screen; the prefix is read on every call because the user may switch language at any time.
 */
export const createDataProvider = (getLocale: () => string): AppDataProvider => {
  const providers = new Map<string, DataProvider>()
  const current = () => {
    const locale = getLocale()
    let provider = providers.get(locale)
    if (!provider) {
      provider = simpleRestProvider(`/${locale}/api/admin`, listClient)
      providers.set(locale, provider)
    }
    return provider
  }
  const post = async (path: string, body?: object) => {
    const { json } = await httpClient(`/${getLocale()}/api/${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return json as ActionAnswer
  }
  const get = async <T>(path: string) => (await httpClient(`/${getLocale()}/api/${path}`)).json as T
  const resourcePath = (resource: string) => `/${getLocale()}/api/admin/${resource}`
  const requestPath = (id: Identifier, action: string) =>
    `admin/requests/${encodeURIComponent(String(id))}/${action}`
  const companyPath = (id: Identifier) => encodeURIComponent(String(id))

  return {
    getList: (resource, params) =>
      rethrowForForms(
        current()
          .getList(resource, { ...params, filter: checkDateFilters(params.filter ?? {}).filter })
          .then((result) => withPageInfo(result, params.pagination?.page ?? 1))
      ),
    getOne: (resource, params) => rethrowForForms(current().getOne(resource, params)),
    getMany: (resource, params) => rethrowForForms(current().getMany(resource, params)),
    getManyReference: (resource, params) => rethrowForForms(current().getManyReference(resource, params)),
    // A record with a newly chosen file (a FileInput's value) goes as one multipart body, with upload progress.
    create: <R extends RaRecord>(resource: string, params: CreateParams) =>
      rethrowForForms(
        hasChosenFiles(params.data)
          ? sendForm(resourcePath(resource), 'POST', toFormData(params.data)).then(
              (json) => ({ data: { ...params.data, ...(json as R) } }) as CreateResult<R>
            )
          : current().create<R>(resource, params)
      ),
    update: <R extends RaRecord>(resource: string, params: UpdateParams) =>
      rethrowForForms(
        hasChosenFiles(params.data)
          ? sendForm(
              `${resourcePath(resource)}/${encodeURIComponent(String(params.id))}`,
              'PUT',
              toFormData(params.data)
            ).then((json) => ({ data: json as R }) as UpdateResult<R>)
          : current().update<R>(resource, params)
      ),
    updateMany: (resource, params) => rethrowForForms(current().updateMany(resource, params)),
    delete: (resource, params) => rethrowForForms(current().delete(resource, params)),
    deleteMany: (resource, params) => rethrowForForms(current().deleteMany(resource, params)),
    validateRequest: (id, startDates) => post(requestPath(id, 'validate'), { startDates }),
    removeRequest: (id) => post(requestPath(id, 'remove')),
    resetSecondFactor: (id) =>
      post(`admin/backOfficeUsers/${encodeURIComponent(String(id))}/resetSecondFactor`),
    turnOffCustomerSecondFactor: (id) =>
      post(`admin/profiles/${encodeURIComponent(String(id))}/resetSecondFactor`),
    listRepresentativeCountries: async () => {
      const { json } = await httpClient(`/${getLocale()}/api/representativeCountries/list?getAll=true`)
      return (json as { countries: RepresentativeCountry[] }).countries
    },
    companyFields: () => get('admin/companies/fields'),
    checkCompanyVat: async (id) =>
      (await post(`admin/companies/${companyPath(id)}/checkVatNumber`)) as unknown as AdminVatCheckAnswer,
    listActiveContracts: (id) => get(`admin/workercontracts/${companyPath(id)}/listActive`),
    updateActiveContracts: async (id, businessIntroducer) =>
      (await rethrowForForms(
        post(`admin/workercontracts/${companyPath(id)}/updateActive`, { businessIntroducer })
      )) as ActionAnswer & AdminActiveContractsAnswer,
    listAvailableIntroducers: async () =>
      (
        await get<{ businessIntroducers: AdminBusinessIntroducerChoice[] }>(
          'admin/businessIntroducers/listAvailable'
        )
      ).businessIntroducers,
    createCreditNote: (invoiceId, input) =>
      post(`admin/creditnotes/invoice/${encodeURIComponent(String(invoiceId))}/creditnote/create`, input),
    home: () => get('admin/home'),
    homeCharts: () => get('admin/home/charts'),
    auditLogChoices: () => get('admin/auditLogs/choices'),
    authorityRequestDrivers: (companyId) =>
      get(`admin/authorityRequests/drivers?companyId=${encodeURIComponent(String(companyId))}`),
    eraseDriver: async (eraseUrl) => (await httpClient(eraseUrl, { method: 'POST' })).json as ActionAnswer,
  }
}

export const dataProvider = createDataProvider(() => i18nProvider.getLocale())
