import {
  choosePackage,
  countryChoices,
  emptyRow,
  rowInput,
  rowWorkerOptions,
  type CountryRow,
} from '@/features/order'
import type { Introducer, RepresentativeCountry } from '@/features/order'
import type { AccountContract, UpgradeAccount } from '../types'

/** The running contract a fixed upgrade row grows. */
export function upgradedContract(account: UpgradeAccount, row: CountryRow): AccountContract | undefined {
  if (!row.fixed) return undefined
  return account.contracts.find(
    (contract) => contract.countryCode === row.countryCode && contract.isUpgradable
  )
}

/**
 * One fixed row per contract that may grow (active, not unlimited), as it stands: its package and allowance,
 * which is also its floor, so only higher numbers are offered and a package whose maximum is below the allowance
 * is disabled. Without such a contract the form starts with an empty row for a new country.
 */
export function initialUpgradeRows(account: UpgradeAccount): CountryRow[] {
  const rows = account.contracts
    .filter((contract) => contract.isUpgradable)
    .map<CountryRow>((contract, index) => ({
      id: index + 1,
      countryCode: contract.countryCode,
      package: contract.packageSignature,
      numberOfWorkers: contract.allowedNumberOfWorkers ?? 'more',
      fixed: true,
      minWorkers: contract.allowedNumberOfWorkers ?? 'more',
    }))
  return rows.length > 0 ? rows : [emptyRow(1)]
}

/** What an upgrade row is read against: the account, the countries and the introducer pricing the upgrade. */
export type UpgradeContext = {
  account: UpgradeAccount
  countries: RepresentativeCountry[]
  introducer: Introducer | null
}

/** The allowance a row asks for (null: unlimited), as the server reads it. */
function rowAllowance(row: CountryRow, { countries, introducer }: UpgradeContext): number | null {
  const workers = rowInput(row, countries, introducer).numberOfWorkers
  return workers === 'more' ? null : workers
}

/** A row left as it is: the server ignores it. */
export function isUnchanged(row: CountryRow, context: UpgradeContext): boolean {
  const contract = upgradedContract(context.account, row)
  return (
    contract !== undefined &&
    row.package === contract.packageSignature &&
    rowAllowance(row, context) === contract.allowedNumberOfWorkers
  )
}

/** A running contract only grows: another package must come with more workers than today (or unlimited). */
export function shrinksOrStays(row: CountryRow, context: UpgradeContext): boolean {
  const contract = upgradedContract(context.account, row)
  if (!contract || contract.allowedNumberOfWorkers === null || isUnchanged(row, context)) return false
  const next = rowAllowance(row, context)
  return next !== null && next <= contract.allowedNumberOfWorkers
}

/** An added country, or a running contract that grows. */
export function hasUpgradeChanges(rows: CountryRow[], context: UpgradeContext): boolean {
  return rows.some((row) => !row.fixed || !isUnchanged(row, context))
}

/** Only countries without a running (or scheduled) contract may be added. */
export function upgradeCountryChoices(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  account: UpgradeAccount,
  index: number
): RepresentativeCountry[] {
  const running = new Set(
    account.contracts
      .filter((contract) => contract.state !== 'expired')
      .map((contract) => contract.countryCode)
  )
  return countryChoices(rows, countries, index).filter((country) => !running.has(country.code))
}

/** Only an added country may be taken away; the rows of running contracts stay. */
export function canRemoveUpgradeRow(rows: CountryRow[], index: number): boolean {
  return !rows[index]?.fixed && rows.length > 1
}

/**
 * Another package for a running contract: when the workers would stay at today's allowance (which the server
 * refuses), they move to the next number offered.
 */
export function chooseUpgradePackage(
  rows: CountryRow[],
  index: number,
  signature: string | null,
  context: UpgradeContext
): CountryRow[] {
  const { account, countries, introducer } = context
  const next = choosePackage(rows, index, signature, countries, introducer)
  const row = next[index]
  if (!shrinksOrStays(row, context)) return next
  const current = upgradedContract(account, row)?.allowedNumberOfWorkers ?? 0
  const options = rowWorkerOptions(row, countries, introducer) ?? []
  const higher = options.find((option) => option === 'more' || option > current)
  if (higher === undefined) return next
  return next.map((other, position) => (position === index ? { ...other, numberOfWorkers: higher } : other))
}
