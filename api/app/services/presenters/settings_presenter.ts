import type {
  AdminBusinessIntroducerAnswer,
  AdminRepresentativeCompany,
  AdminRepresentativeCountryAnswer,
  TermsOfSaleVersionAnswer,
} from '@posted-workers/domain'
import type BusinessIntroducer from '#models/business_introducer'
import type RepresentativeCompany from '#models/representative_company'
import type RepresentativeCountry from '#models/representative_country'
import type TermsOfSaleVersion from '#models/terms_of_sale_version'
import { packagesOf } from '#services/settings/worker_packages'
import { termsOfSaleDownloadUrl } from '#services/presenters/download_urls'

/** A business introducer of the back-office (relation workerPackages loaded). */
export function presentAdminIntroducer(introducer: BusinessIntroducer): AdminBusinessIntroducerAnswer {
  return {
    id: introducer.id,
    code: introducer.code,
    name: introducer.name,
    isActive: introducer.isActive,
    isNumberOfWorkersNeeded: introducer.isNumberOfWorkersNeeded,
    unlimitedPackageAmountCents: introducer.unlimitedPackageAmountCents,
    workerPackageAmountCents: introducer.workerPackageAmountCents,
    workerPackageMaxNumberOfWorker: introducer.workerPackageMaxNumberOfWorker,
    workerPackages: packagesOf(introducer.workerPackages),
  }
}

export function presentRepresentativeCompany(company: RepresentativeCompany): AdminRepresentativeCompany {
  return {
    name: company.name,
    address: {
      addressLines: [company.addressLine1 ?? '', company.addressLine2 ?? ''],
      postalCode: company.postalCode ?? '',
      city: company.city ?? '',
      countryCode: company.countryCode ?? '',
    },
    phone: { type: company.phoneType, number: company.phoneNumber },
    email: company.email,
    siret: company.siret ?? '',
    siren: company.siren ?? '',
    vatNumber: company.vatNumber ?? '',
    fiscalCode: company.fiscalCode ?? '',
    personalIdentificationNumber: company.personalIdentificationNumber ?? '',
    contact: {
      name: company.contactName,
      dateOfBirth: company.contactDateOfBirth,
      cityOfBirth: company.contactCityOfBirth,
      countryOfBirth: company.contactCountryOfBirth,
      nationality: company.contactNationality,
    },
  }
}

function presentTerms(
  country: RepresentativeCountry,
  version: TermsOfSaleVersion | null,
  locale: string
): TermsOfSaleVersionAnswer | null {
  if (!version) return null
  return {
    id: version.id,
    fileName: version.fileName,
    sizeBytes: version.sizeBytes,
    uploadedAt: version.createdAt.toUTC().toISO()!,
    url: termsOfSaleDownloadUrl(country.id, version.language, locale),
  }
}

/**
 * A representative country of the back-office (relations workerPackages, representativeCompany, currentTermsFr and
 * currentTermsPl loaded), its terms' links in `locale`.
 */
export function presentAdminCountry(
  country: RepresentativeCountry,
  locale: string
): AdminRepresentativeCountryAnswer {
  return {
    id: country.id,
    code: country.code,
    name: country.name,
    isActive: country.isActive,
    isMobilityPackage: country.isMobilityPackage,
    unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
    workerPackageAmountCents: country.workerPackageAmountCents,
    workerPackages: packagesOf(country.workerPackages),
    termsOfSales: {
      fr: presentTerms(country, country.currentTermsFr ?? null, locale),
      pl: presentTerms(country, country.currentTermsPl ?? null, locale),
    },
    representativeCompany: country.representativeCompany
      ? presentRepresentativeCompany(country.representativeCompany)
      : null,
    requiredDocumentCategories: country.requiredDocumentCategories,
  }
}
