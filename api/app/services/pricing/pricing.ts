import { offeredPackages, UNLIMITED_WORKERS } from '@posted-workers/domain'

/**
 * Pricing of representation contracts (ARCHITECTURE.md, "Pricing"). Pure: plain inputs in, cents out.
 * Amounts are monthly, excluding tax, in integer euro cents; a contract is paid six months in advance.
 */
export const CONTRACT_MONTHS = 6

export interface PackageOffer {
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
  minWorkers: number
  maxWorkers: number | null
}

export interface CountryOffer {
  unlimitedPackageAmountCents: number
  workerPackages: PackageOffer[]
}

export interface IntroducerOffer {
  isNumberOfWorkersNeeded: boolean
  workerPackageAmountCents: number | null
  workerPackageMaxNumberOfWorker: number | null
  unlimitedPackageAmountCents: number
  workerPackages: PackageOffer[]
}

/** One country row of a registration, renewal or upgrade: a package signature and a number of workers. */
export interface PricedRowInput {
  package: string | null
  /** A number of workers, or 'more' for the unlimited choice. */
  numberOfWorkers: number | 'more' | null
}

export interface RowPrice {
  monthlyAmountCents: number
  totalAmountCents: number
  /** null means unlimited. */
  allowedNumberOfWorkers: number | null
}

export type PricingError = 'unknownPackage' | 'workersOutOfRange' | 'workersRequired'

export class PricingException extends Error {
  constructor(public reason: PricingError) {
    super(reason)
  }
}

/** The specification's package signature: 'w|<euros per worker>' or 'f|<fixed euros>'. */
export function packageSignature(offer: PackageOffer) {
  return offer.perWorkerAmountCents !== null
    ? `w|${offer.perWorkerAmountCents / 100}`
    : `f|${(offer.fixedAmountCents ?? 0) / 100}`
}

export function maxWorkersOf(offer: PackageOffer) {
  return offer.maxWorkers ?? UNLIMITED_WORKERS
}

function priced(monthlyAmountCents: number, allowedNumberOfWorkers: number | null): RowPrice {
  return {
    monthlyAmountCents,
    totalAmountCents: monthlyAmountCents * CONTRACT_MONTHS,
    allowedNumberOfWorkers,
  }
}

function workerCount(row: PricedRowInput) {
  return typeof row.numberOfWorkers === 'number' ? row.numberOfWorkers : null
}

/**
 * The price of one country row. A chosen package must be one of the offered ones and its worker count within
 * the package's bounds. Without a package: the introducer's per-worker price when it counts workers and a number
 * was chosen, its unlimited price otherwise; without an introducer, the country's unlimited price.
 */
export function priceRow(
  country: CountryOffer,
  introducer: IntroducerOffer | null,
  row: PricedRowInput
): RowPrice {
  if (row.package) {
    const offer = offeredPackages(country, introducer).find(
      (candidate) => packageSignature(candidate) === row.package
    )
    if (!offer) throw new PricingException('unknownPackage')
    const workers = workerCount(row)
    if (workers === null) throw new PricingException('workersRequired')
    if (!Number.isInteger(workers) || workers < offer.minWorkers || workers > maxWorkersOf(offer)) {
      throw new PricingException('workersOutOfRange')
    }
    if (offer.perWorkerAmountCents !== null) return priced(offer.perWorkerAmountCents * workers, workers)
    return priced(offer.fixedAmountCents ?? 0, workers)
  }

  if (introducer) {
    const workers = workerCount(row)
    if (
      introducer.isNumberOfWorkersNeeded &&
      workers !== null &&
      introducer.workerPackageAmountCents !== null
    ) {
      const max = introducer.workerPackageMaxNumberOfWorker ?? UNLIMITED_WORKERS
      if (!Number.isInteger(workers) || workers < 1 || workers > max)
        throw new PricingException('workersOutOfRange')
      return priced(introducer.workerPackageAmountCents * workers, workers)
    }
    return priced(introducer.unlimitedPackageAmountCents, null)
  }

  return priced(country.unlimitedPackageAmountCents, null)
}

/**
 * The whole order's totals excluding tax: the sum of its rows. Its VAT depends on the customer and the day, which
 * services/billing/vat_rule.ts decides.
 */
export function priceOrder(rows: RowPrice[]) {
  const monthlyAmountCents = rows.reduce((sum, row) => sum + row.monthlyAmountCents, 0)
  const totalWithoutTaxCents = rows.reduce((sum, row) => sum + row.totalAmountCents, 0)
  return { monthlyAmountCents, totalWithoutTaxCents }
}
