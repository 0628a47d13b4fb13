import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import RepresentativeCountry from '#models/representative_country'
import BusinessIntroducer from '#models/business_introducer'
import type WorkerPackage from '#models/worker_package'
import type { CountryOffer, IntroducerOffer, PackageOffer } from '#services/pricing/pricing'

export function toPackageOffer(pack: WorkerPackage): PackageOffer {
  return {
    perWorkerAmountCents: pack.perWorkerAmountCents,
    fixedAmountCents: pack.fixedAmountCents,
    minWorkers: pack.minWorkers,
    maxWorkers: pack.maxWorkers,
  }
}

export function toCountryOffer(country: RepresentativeCountry): CountryOffer {
  return {
    unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
    workerPackages: country.workerPackages.map(toPackageOffer),
  }
}

export function toIntroducerOffer(introducer: BusinessIntroducer): IntroducerOffer {
  return {
    isNumberOfWorkersNeeded: introducer.isNumberOfWorkersNeeded,
    workerPackageAmountCents: introducer.workerPackageAmountCents,
    workerPackageMaxNumberOfWorker: introducer.workerPackageMaxNumberOfWorker,
    unlimitedPackageAmountCents: introducer.unlimitedPackageAmountCents,
    workerPackages: introducer.workerPackages.map(toPackageOffer),
  }
}

/** Countries open for sale, with their packages and representative company; the Mobility Package first. */
export function activeCountries(options: { includeInactive?: boolean; client?: QueryClientContract } = {}) {
  const query = RepresentativeCountry.query({ client: options.client })
    .preload('workerPackages')
    .preload('representativeCompany')
    .orderBy('is_mobility_package', 'desc')
    .orderBy('name', 'asc')
  if (!options.includeInactive) query.where('is_active', true)
  return query
}

/** The active introducer behind a promo code (case-insensitive), or null. */
export async function findIntroducer(promoCode: string | null | undefined, client?: QueryClientContract) {
  const code = promoCode?.trim()
  if (!code) return null
  return BusinessIntroducer.query({ client })
    .where('code', code)
    .where('is_active', true)
    .preload('workerPackages')
    .first()
}
