import Attachment from '#models/attachment'
import WorkerContract from '#models/worker_contract'
import { titleSortColumn } from '#services/attachments/attachment_list'

/**
 * The representative countries a company has contracts in (any state: each has its tab on the dashboard), and among
 * them those where one of its contracts was bought with a business introducer's promo code.
 */
export interface CompanyCountries {
  countryCodes: string[]
  promoCountryCodes: string[]
}

export async function companyCountries(companyId: number): Promise<CompanyCountries> {
  const contracts = await WorkerContract.query()
    .where('company_id', companyId)
    .preload('representativeCountry')
  const all = new Set<string>()
  const promo = new Set<string>()
  for (const contract of contracts) {
    const code = contract.representativeCountry.code
    all.add(code)
    if (contract.businessIntroducerId !== null) promo.add(code)
  }
  return { countryCodes: [...all].sort(), promoCountryCodes: [...promo].sort() }
}

/**
 * The countries of an attachment a company may see it for: those of its contracts, and for an attachment reserved
 * to promo-code holders (hasCode) only those where it bought a contract with a promo code. Empty: not for them.
 * Whether the attachment is active is the caller's concern.
 */
export function visibleCountryCodes(
  attachment: { hasCode: boolean; countryCodes: readonly string[] },
  company: CompanyCountries
) {
  const allowed = new Set(attachment.hasCode ? company.promoCountryCodes : company.countryCodes)
  return [...new Set(attachment.countryCodes)].filter((code) => allowed.has(code)).sort()
}

/**
 * The active attachments a company may see (deleted ones never), by their title in `language`, each with the
 * countries it is offered for to that company; `countryCode` keeps only those of one country.
 */
export async function visibleAttachments(companyId: number, language: string, countryCode?: string) {
  const company = await companyCountries(companyId)
  const codes = countryCode
    ? company.countryCodes.filter((code) => code === countryCode)
    : company.countryCodes
  if (codes.length === 0) return []

  const attachments = await Attachment.query()
    .where('is_active', true)
    .whereNull('deleted_at')
    .whereHas('countries', (countries) => countries.whereIn('country_code', codes))
    .preload('countries')
    .orderBy(titleSortColumn(language), 'asc')
    .orderBy('id', 'asc')

  return attachments
    .map((attachment) => ({
      attachment,
      countryCodes: visibleCountryCodes(
        { hasCode: attachment.hasCode, countryCodes: attachment.countries.map((row) => row.countryCode) },
        company
      ).filter((code) => codes.includes(code)),
    }))
    .filter((visible) => visible.countryCodes.length > 0)
}

/** Whether a company may download an attachment: active, not deleted, offered to it for at least one country. */
export async function isVisibleToCompany(attachment: Attachment, companyId: number) {
  if (!attachment.isActive || attachment.deletedAt !== null) return false
  await attachment.load('countries')
  const codes = visibleCountryCodes(
    { hasCode: attachment.hasCode, countryCodes: attachment.countries.map((row) => row.countryCode) },
    await companyCountries(companyId)
  )
  return codes.length > 0
}
