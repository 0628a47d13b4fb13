import db from '@adonisjs/lucid/services/db'
import type {
  AdminCompanyDetailAnswer,
  PaymentMethod,
  RequestStatus,
  RequestType,
} from '@posted-workers/domain'
import { companyRows, readCompanyFilter, type CompanyRow } from '#services/companies/company_list'
import { contractRows, readContractFilter, type ContractRow } from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'
import { presentAdminCompany } from '#services/presenters/admin_company_presenter'
import { presentAdminContract } from '#services/presenters/admin_contract_presenter'
import { NotFoundException } from '#exceptions/not_found_exception'

/** How many of a company's requests and invoices the back-office page shows (the newest). */
const RECENT = 100

/**
 * A company as the back-office shows it: the list's row, its address and VAT proof, its users, every contract, and
 * its latest requests and invoices. Plain rows, one query per part.
 */
export async function companyDetail(companyId: number): Promise<AdminCompanyDetailAnswer> {
  const today = todayUtc()
  const row = (await companyRows(readCompanyFilter({}), { field: 'name', direction: 'asc' }, today)
    .where('companies.id', companyId)
    .first()) as CompanyRow | null
  if (!row) throw new NotFoundException()

  const [company, users, contracts, requests, invoices] = await Promise.all([
    db.from('companies').where('id', companyId).first(),
    db
      .from('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .where('users.company_id', companyId)
      .select('users.id', 'users.login', 'users.email', 'profiles.first_name', 'profiles.last_name')
      .select(
        db.raw(
          '(SELECT profile_phones.number FROM profile_phones WHERE profile_phones.profile_id = profiles.id ' +
            'ORDER BY profile_phones.position, profile_phones.id LIMIT 1) AS phone'
        )
      )
      .orderBy('users.id'),
    contractRows(readContractFilter({ companyId }), { field: 'startDate', direction: 'desc' }, today),
    db
      .from('worker_requests')
      .where('company_id', companyId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT),
    db
      .from('invoices')
      .where('company_id', companyId)
      .orderBy('issue_date', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT),
  ])

  return {
    ...presentAdminCompany(row),
    address: {
      addressLines: [company.address_line_1, company.address_line_2].filter(Boolean),
      postalCode: company.postal_code,
      city: company.city,
      countryCode: company.country_code,
    },
    siret: company.siret,
    size: company.size,
    vatCheckedAt: company.vat_checked_at ? new Date(company.vat_checked_at).toISOString() : null,
    vatConsultationNumber: company.vat_consultation_number,
    createdAt: new Date(company.created_at).toISOString(),
    users: users.map((user) => ({
      id: user.id,
      login: user.login,
      email: user.email,
      name: [user.first_name, user.last_name].filter(Boolean).join(' ') || null,
      phone: user.phone ?? null,
    })),
    contracts: (contracts as ContractRow[]).map((contract) => presentAdminContract(contract, today)),
    requests: requests.map((request) => ({
      id: request.id,
      requestId: request.request_id,
      type: request.type as RequestType,
      status: request.status as RequestStatus,
      mop: request.mop as PaymentMethod,
      createdAt: new Date(request.created_at).toISOString(),
      amountCents: Number(request.amount_cents),
      currency: request.currency,
      promoCode: request.promo_code,
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      issueDate: invoice.issue_date,
      amountWithoutTaxCents: Number(invoice.amount_without_tax_cents),
      amountWithTaxesCents: Number(invoice.amount_with_taxes_cents),
      currency: invoice.currency,
    })),
  }
}
