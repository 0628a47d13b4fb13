import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import RepresentativeCompany from '#models/representative_company'
import type RepresentativeCountry from '#models/representative_country'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import WorkerPackage from '#models/worker_package'
import { presentRepresentativeCompany } from '#services/presenters/settings_presenter'
import { packagesOf } from '#services/settings/worker_packages'
import { requiredCategories } from '#services/drivers/posting_readiness'

async function termsVersion(id: number | null, trx: TransactionClientContract) {
  const version = id ? await TermsOfSaleVersion.find(id, { client: trx }) : null
  // Which file, never its bytes.
  return version ? { id: version.id, fileName: version.fileName } : null
}

/** What the audit log keeps of a country before and after a change, read inside the change's transaction. */
export async function countrySnapshot(country: RepresentativeCountry, trx: TransactionClientContract) {
  const packages = await WorkerPackage.query({ client: trx }).where('representative_country_id', country.id)
  const company = country.representativeCompanyId
    ? await RepresentativeCompany.find(country.representativeCompanyId, { client: trx })
    : null
  return {
    name: country.name,
    code: country.code,
    isActive: country.isActive,
    unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
    workerPackageAmountCents: country.workerPackageAmountCents,
    workerPackages: packagesOf(packages),
    representativeCompany: company ? presentRepresentativeCompany(company) : null,
    termsOfSales: {
      fr: await termsVersion(country.currentTermsFrVersionId, trx),
      pl: await termsVersion(country.currentTermsPlVersionId, trx),
    },
    // The list judged, and whether it is the default: a default list made the country's own changes only the flag.
    requiredDocumentCategories: requiredCategories(country.requiredDocumentCategories),
    requiredDocumentCategoriesDefault: (country.requiredDocumentCategories ?? null) === null,
  }
}
