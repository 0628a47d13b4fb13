import type RepresentativeCountry from '#models/representative_country'
import type WorkerContract from '#models/worker_contract'
import type { AccountState } from '#services/account/account_state'
import { activeCountries } from '#services/purchase/offers'
import { priceCountryRow, type OrderRowInput } from '#services/purchase/price_order'
import { latestActive, monthsLeft, upgradeChange } from '#services/contracts/renewal_and_upgrade'
import { contractState } from '#services/contracts/contract_term'
import { BusinessException } from '#exceptions/business_exception'
import { orderTotalsFor } from '#services/billing/order_totals'

export interface PricedUpgradeRow {
  country: RepresentativeCountry
  /** The running contract the row upgrades; null for an added country. */
  contract: WorkerContract | null
  unchanged: boolean
  packageSignature: string | null
  numberOfWorkers: number | null
  allowedNumberOfWorkers: number | null
  currentMonthlyAmountCents: number
  /** The new monthly price of the country. */
  monthlyAmountCents: number
  /** What is billed per month left: the difference, or the whole monthly price of an added country. */
  billedMonthlyCents: number
  months: number
  totalAmountCents: number
  endDate: string
}

const UPGRADE_REFUSALS = {
  alreadyUnlimited: { key: 'renewal.upgrade.alreadyUnlimited', field: 'numberOfWorkers' },
  notGrowing: { key: 'renewal.upgrade.mustGrow', field: 'numberOfWorkers' },
} as const

/**
 * Prices the rows of an upgrade (API.md, "Upgrade rules"): a country with an active contract raises that contract,
 * priced with the running contracts' introducer, for the difference over the months left; another country is
 * added until the reference contract ends. Unchanged rows are kept in the answer but cost nothing; at least one
 * row must change something. The caller has checked that the company may upgrade (a reference contract exists).
 */
export async function priceUpgradeRows(state: AccountState, rows: OrderRowInput[]) {
  const reference = state.reference!
  const introducer = reference.businessIntroducer ?? null
  const countries = new Map(
    (await activeCountries({ includeInactive: true, client: state.trx })).map((country) => [
      country.code,
      country,
    ])
  )
  const seen = new Set<string>()

  const priced = rows.map((row, index): PricedUpgradeRow => {
    const refuse = (key: string, name: string): never => {
      throw new BusinessException(key, { field: `representativeCountries.${index}.${name}`, status: 422 })
    }
    const country = countries.get(row.countryCode)
    if (!country) return refuse('purchase.unknownCountry', 'countryCode')
    if (seen.has(country.code)) refuse('purchase.duplicateCountry', 'countryCode')
    seen.add(country.code)

    const contract = latestActive(state.contracts, state.today, country.id)
    if (!contract) {
      if (!country.isActive) refuse('purchase.unknownCountry', 'countryCode')
      const scheduled = state.contracts.some(
        (other) =>
          other.representativeCountryId === country.id && contractState(other, state.today) === 'scheduled'
      )
      if (scheduled) refuse('renewal.upgrade.scheduledCountry', 'countryCode')
    }

    const price = priceCountryRow(country, introducer, row, index)
    const endDate = contract?.endDate ?? reference.endDate
    const months = monthsLeft(endDate, state.today)
    const current = contract?.monthlyAmountCents ?? 0
    let unchanged = false
    if (contract) {
      const change = upgradeChange(contract, price)
      if (change === 'alreadyUnlimited' || change === 'notGrowing') {
        refuse(UPGRADE_REFUSALS[change].key, UPGRADE_REFUSALS[change].field)
      }
      unchanged = change === 'unchanged'
    }
    const billedMonthlyCents = unchanged ? 0 : Math.max(0, price.monthlyAmountCents - current)
    return {
      country,
      contract,
      unchanged,
      packageSignature: price.packageSignature,
      numberOfWorkers: price.numberOfWorkers,
      allowedNumberOfWorkers: price.allowedNumberOfWorkers,
      currentMonthlyAmountCents: current,
      monthlyAmountCents: unchanged ? current : price.monthlyAmountCents,
      billedMonthlyCents,
      months,
      totalAmountCents: billedMonthlyCents * months,
      endDate,
    }
  })

  if (priced.every((row) => row.unchanged)) {
    throw new BusinessException('renewal.upgrade.nothingToUpgrade', {
      field: 'representativeCountries',
      status: 422,
    })
  }
  const totalWithoutTaxCents = priced.reduce((sum, row) => sum + row.totalAmountCents, 0)
  return {
    introducer,
    rows: priced,
    totals: await orderTotalsFor(state.company, totalWithoutTaxCents, state.today, state.trx),
  }
}
