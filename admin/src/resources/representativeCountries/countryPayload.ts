import { normalizePhoneNumber } from '@/validation/phone'
import { normalizeVatNumber } from '@/validation/vatNumber'
import { parseCompanyNumber } from '@/validation/companyNumbers'
import { packagesPayload } from '../businessIntroducers/introducerPayload'
import type { CountryFormValues, RepresentativeCompany } from './types'

const orNull = (value: string | null | undefined): string | null => value?.trim() || null

const companyPayload = (company: RepresentativeCompany) => ({
  name: company.name?.trim(),
  address: {
    addressLines: [0, 1].map((line) => company.address?.addressLines?.[line]?.trim() ?? ''),
    postalCode: orNull(company.address?.postalCode),
    city: orNull(company.address?.city),
    countryCode: orNull(company.address?.countryCode),
  },
  phone: {
    type: company.phone?.type ?? 'BUSINESS',
    number: normalizePhoneNumber(company.phone?.number ?? ''),
  },
  email: company.email?.trim(),
  siret: orNull(parseCompanyNumber(company.siret)),
  siren: orNull(parseCompanyNumber(company.siren)),
  vatNumber: orNull(normalizeVatNumber(company.vatNumber ?? '')),
  fiscalCode: orNull(company.fiscalCode),
  personalIdentificationNumber: orNull(company.personalIdentificationNumber),
  contact: {
    name: company.contact?.name?.trim(),
    dateOfBirth: company.contact?.dateOfBirth,
    cityOfBirth: company.contact?.cityOfBirth?.trim(),
    countryOfBirth: company.contact?.countryOfBirth,
    nationality: company.contact?.nationality,
  },
})

/**
 * The fields an admin sets, as the api reads them, and the terms-of-sale files chosen (top-level, so that the data
 * provider sends them as file parts of a multipart body). A file left unchosen is not sent: the served one stays.
 */
export const toCountryPayload = (country: CountryFormValues) => ({
  name: country.name?.trim(),
  code: country.code,
  isActive: country.isActive ?? true,
  unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
  workerPackageAmountCents: country.workerPackageAmountCents,
  workerPackages: packagesPayload(country.workerPackages),
  representativeCompany: companyPayload(country.representativeCompany ?? ({} as RepresentativeCompany)),
  // null: the road-transport default.
  requiredDocumentCategories: country.requiredDocumentCategories ?? null,
  ...(country.termsOfSalesFr?.rawFile ? { termsOfSalesFr: country.termsOfSalesFr } : {}),
  ...(country.termsOfSalesPl?.rawFile ? { termsOfSalesPl: country.termsOfSalesPl } : {}),
})
