import type { Introducer, RepresentativeCountry, WorkerPackage } from '../types'

/** Reference data shaped like the seeds: 4 EUR per worker up to 12, or 79 EUR unlimited. */
export const perWorker: WorkerPackage = {
  signature: 'w|4',
  perWorkerAmountCents: 400,
  fixedAmountCents: null,
  minWorkers: 1,
  maxWorkers: 12,
}

function country(id: number, code: string, packages: WorkerPackage[] = [perWorker]): RepresentativeCountry {
  return {
    id,
    code,
    name: code,
    isMobilityPackage: code === 'EU',
    unlimitedPackageAmountCents: 7900,
    workerPackages: packages,
    isActive: true,
    termsOfSales: { fr: `/fr/api/representativeCountries/${id}/termsOfSales/fr/download`, pl: null },
    representativeCompany: null,
  }
}

export const countries: RepresentativeCountry[] = [country(1, 'EU'), country(2, 'FR'), country(3, 'BE', [])]

/** PROMO65: unlimited at 65 EUR, no packages of its own, no worker count. */
export const promo65: Introducer = {
  code: 'PROMO65',
  name: 'Transport Partners Promotion',
  isNumberOfWorkersNeeded: false,
  unlimitedPackageAmountCents: 6500,
  workerPackageAmountCents: null,
  workerPackageMaxNumberOfWorker: null,
  workerPackages: [],
}

/** An introducer with its own fixed package. */
export const flatIntroducer: Introducer = {
  ...promo65,
  code: 'FLAT',
  name: 'Flat partner',
  workerPackages: [
    { signature: 'f|50', perWorkerAmountCents: null, fixedAmountCents: 5000, minWorkers: 1, maxWorkers: 20 },
  ],
}

/** An introducer that prices per worker without a package. */
export const perWorkerIntroducer: Introducer = {
  ...promo65,
  code: 'PERWORKER',
  name: 'Per worker partner',
  isNumberOfWorkersNeeded: true,
  workerPackageAmountCents: 300,
  workerPackageMaxNumberOfWorker: null,
}
