import type RepresentativeCountry from '#models/representative_country'
import type BusinessIntroducer from '#models/business_introducer'
import type WorkerPackage from '#models/worker_package'
import { packageSignature } from '#services/pricing/pricing'
import { toPackageOffer } from '#services/purchase/offers'
import { currentTermsVersionId } from '#services/billing/terms_of_sale_files'
import { termsOfSaleDownloadUrl } from '#services/presenters/download_urls'
import type {
  IntroducerAnswer,
  RepresentativeCountryAnswer,
  WorkerPackageAnswer,
} from '@posted-workers/domain'

function presentPackage(pack: WorkerPackage): WorkerPackageAnswer {
  return {
    signature: packageSignature(toPackageOffer(pack)),
    perWorkerAmountCents: pack.perWorkerAmountCents,
    fixedAmountCents: pack.fixedAmountCents,
    minWorkers: pack.minWorkers,
    maxWorkers: pack.maxWorkers,
  }
}

/** A representative country as the registration, renewal and upgrade forms need it. */
export function presentCountry(country: RepresentativeCountry, locale: string): RepresentativeCountryAnswer {
  const rep = country.representativeCompany
  const termsUrl = (docLang: 'fr' | 'pl') =>
    currentTermsVersionId(country, docLang) ? termsOfSaleDownloadUrl(country.id, docLang, locale) : null
  return {
    id: country.id,
    code: country.code,
    name: country.name,
    isActive: country.isActive,
    isMobilityPackage: country.isMobilityPackage,
    unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
    workerPackages: country.workerPackages.map(presentPackage),
    termsOfSales: { fr: termsUrl('fr'), pl: termsUrl('pl') },
    representativeCompany: rep
      ? {
          name: rep.name,
          address: {
            addressLines: [rep.addressLine1 ?? '', rep.addressLine2 ?? ''],
            postalCode: rep.postalCode,
            city: rep.city,
            countryCode: rep.countryCode,
          },
          phone: { type: rep.phoneType, number: rep.phoneNumber },
          email: rep.email,
          siret: rep.siret,
          siren: rep.siren,
          vatNumber: rep.vatNumber,
          fiscalCode: rep.fiscalCode,
        }
      : null,
  }
}

export function presentIntroducer(introducer: BusinessIntroducer): IntroducerAnswer {
  return {
    code: introducer.code,
    name: introducer.name,
    isNumberOfWorkersNeeded: introducer.isNumberOfWorkersNeeded,
    unlimitedPackageAmountCents: introducer.unlimitedPackageAmountCents,
    workerPackageAmountCents: introducer.workerPackageAmountCents,
    workerPackageMaxNumberOfWorker: introducer.workerPackageMaxNumberOfWorker,
    workerPackages: introducer.workerPackages.map(presentPackage),
  }
}
