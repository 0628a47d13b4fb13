import type { AdminActiveContract, AdminColumnAnswer, AdminCompanyAnswer } from '@posted-workers/domain'
import type { CompanyRow } from '#services/companies/company_list'

/**
 * The companies list's extra columns, described for the back-office (which renders what it is given) and for the
 * export (which writes the same columns). Labels are translation keys of the back-office.
 */
export const COMPANY_EXTRA_COLUMNS: AdminColumnAnswer[] = [
  { source: 'vatNumber', label: 'resources.companies.fields.vatNumber', type: 'vatNumber', sortable: true },
  {
    source: 'activeCountries',
    label: 'resources.companies.fields.activeCountries',
    type: 'countries',
    sortable: false,
  },
  {
    source: 'activeContracts',
    label: 'resources.companies.fields.activeAllowedWorkers',
    type: 'workers',
    sortable: false,
  },
  {
    source: 'activePromoCode',
    label: 'resources.companies.fields.activePromoCode',
    type: 'text',
    sortable: false,
  },
  {
    source: 'activeContractEnd',
    label: 'resources.companies.fields.activeContractEnd',
    type: 'date',
    sortable: false,
  },
  {
    source: 'customerEmail',
    label: 'resources.companies.fields.customerEmail',
    type: 'email',
    sortable: false,
  },
  {
    source: 'customerPhone',
    label: 'resources.companies.fields.customerPhone',
    type: 'phone',
    sortable: false,
  },
]

function activeContractsOf(value: CompanyRow['activeContracts']): AdminActiveContract[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as AdminActiveContract[] | null) : value
  return [...(list ?? [])].sort((a, b) => a.countryCode.localeCompare(b.countryCode))
}

/** A row of the companies list from its flat row (company_list.ts). */
export function presentAdminCompany(row: CompanyRow): AdminCompanyAnswer {
  const active = activeContractsOf(row.activeContracts)
  const ends = active.map((contract) => contract.endDate).sort()
  const promoCodes = [...new Set(active.map((contract) => contract.promoCode).filter(Boolean))]
  return {
    id: row.id,
    name: row.name,
    web: row.web,
    migratedToMobilityPacket: Boolean(Number(row.migratedToMobilityPacket)),
    vatNumber: row.vatNumber,
    vatStatus: row.vatStatus,
    activeContracts: active,
    activeCountries: [...new Set(active.map((contract) => contract.countryCode))],
    activeContractEnd: ends.at(-1) ?? null,
    activePromoCode: promoCodes.length > 0 ? promoCodes.join(', ') : null,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
  }
}
