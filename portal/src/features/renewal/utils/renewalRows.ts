import { chooseCountry, countryChoices, emptyRow, reconcileRows, type CountryRow } from '@/features/order'
import type { WorkerFloor } from '@/features/order'
import type { Introducer, RepresentativeCountry } from '@/features/order'
import type { AccountContract, RenewalTerms, UpgradeAccount } from '../types'

/** The fewest workers a renewal may buy: the server's minimum, or only unlimited when it gives none. */
export function renewalFloor(terms: RenewalTerms): WorkerFloor {
  return terms.minimumWorkers ?? 'more'
}

/** The latest contract of a country when a renewal may continue it. */
export function renewableContract(account: UpgradeAccount, code: string | null): AccountContract | undefined {
  return account.contracts.find((contract) => contract.countryCode === code && contract.renewal !== null)
}

/**
 * The row of one country: a renewable contract continues with its package (when still offered and fitting) and
 * its allowance, never below the renewal's minimum; a country without a contract starts like a registration row.
 */
function renewalRow(
  id: number,
  code: string,
  account: UpgradeAccount,
  countries: RepresentativeCountry[],
  introducer: Introducer | null,
  fixed: boolean
): CountryRow {
  const contract = renewableContract(account, code)
  if (!contract?.renewal) return chooseCountry([emptyRow(id)], 0, code, countries, introducer)[0]
  const row: CountryRow = {
    id,
    countryCode: code,
    package: contract.packageSignature,
    numberOfWorkers: contract.allowedNumberOfWorkers ?? 'more',
    minWorkers: renewalFloor(contract.renewal),
    ...(fixed && { fixed: true }),
  }
  return reconcileRows([row], countries, introducer)[0]
}

/**
 * The rows a renewal starts from: every renewable contract, or only the countries named (an alert renews its
 * own contract; the order banner asks for the Mobility Package, which the company may never have had). The
 * country of an existing contract is fixed. Codes whose contract cannot be renewed are left out.
 */
export function initialRenewalRows(
  account: UpgradeAccount,
  countries: RepresentativeCountry[],
  introducer: Introducer | null,
  codes?: readonly string[]
): CountryRow[] {
  const wanted = codes ?? account.contracts.filter((contract) => contract.renewal).map((c) => c.countryCode)
  const blocked = notRenewable(account)
  const rows = wanted
    .filter((code) => !blocked.has(code))
    .map((code, index) => renewalRow(index + 1, code, account, countries, introducer, true))
  return rows.length > 0 ? rows : [emptyRow(1)]
}

/** Countries whose latest contract cannot be renewed (already renewed, or scheduled). */
function notRenewable(account: UpgradeAccount): Set<string> {
  return new Set(account.contracts.filter((contract) => !contract.renewal).map((c) => c.countryCode))
}

/** The countries the picker of row `index` offers: not chosen by another row, and renewable. */
export function renewalCountryChoices(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  account: UpgradeAccount,
  index: number
): RepresentativeCountry[] {
  const blocked = notRenewable(account)
  return countryChoices(rows, countries, index).filter((country) => !blocked.has(country.code))
}

/** Choosing a country in an added row: a renewable contract brings its package, allowance and minimum. */
export function chooseRenewalCountry(
  rows: CountryRow[],
  index: number,
  code: string,
  account: UpgradeAccount,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row, other) =>
    other === index ? renewalRow(row.id, code, account, countries, introducer, false) : row
  )
}

/** Any row may go while another remains: a renewal needs one country at least. */
export function canRemoveRenewalRow(rows: CountryRow[]): boolean {
  return rows.length > 1
}
