import { offeredPackages } from '@posted-workers/domain'
import type { Introducer, NumberOfWorkers, RepresentativeCountry, WorkerPackage } from '../types'
import { clampWorkers, DEFAULT_WORKERS, workerOptions, type WorkerFloor } from './workerOptions'

/** One row of the representative-countries list; `id` only keys the row on screen. */
export type CountryRow = {
  id: number
  countryCode: string | null
  package: string | null
  numberOfWorkers: NumberOfWorkers
  /** The row of a running contract (renewal, upgrade): its country cannot change. */
  fixed?: boolean
  /** The fewest workers the row may take (1 when absent); see `WorkerFloor`. */
  minWorkers?: WorkerFloor
}

export function emptyRow(id: number): CountryRow {
  return { id, countryCode: null, package: null, numberOfWorkers: DEFAULT_WORKERS }
}

export function findCountry(countries: RepresentativeCountry[], code: string | null) {
  return code ? countries.find((country) => country.code === code) : undefined
}

export function findPackage(
  country: RepresentativeCountry | undefined,
  introducer: Introducer | null,
  signature: string | null
): WorkerPackage | null {
  if (!signature) return null
  return offeredPackages(country, introducer).find((offer) => offer.signature === signature) ?? null
}

/** The worker choices of a row (null: no select, the row is unlimited). */
export function rowWorkerOptions(
  row: CountryRow,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): NumberOfWorkers[] | null {
  const pkg = findPackage(findCountry(countries, row.countryCode), introducer, row.package)
  return workerOptions(pkg, introducer, row.minWorkers)
}

/** Whether a package (null: none) can take the row's workers: a package whose maximum is below the floor cannot. */
export function packageFits(
  pkg: WorkerPackage | null,
  introducer: Introducer | null,
  floor?: WorkerFloor
): boolean {
  return workerOptions(pkg, introducer, floor)?.length !== 0
}

/** The signatures of the packages offered for the row's country that cannot take its workers. */
export function unfitPackages(
  row: CountryRow,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): string[] {
  return offeredPackages(findCountry(countries, row.countryCode), introducer)
    .filter((offer) => !packageFits(offer, introducer, row.minWorkers))
    .map((offer) => offer.signature)
}

/** The first package offered for the row's country that fits its workers, or none. */
function firstFittingPackage(
  row: CountryRow,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): string | null {
  const offered = offeredPackages(findCountry(countries, row.countryCode), introducer)
  return offered.find((offer) => packageFits(offer, introducer, row.minWorkers))?.signature ?? null
}

export function canAddRow(rows: CountryRow[], countries: RepresentativeCountry[]): boolean {
  return rows.length < countries.length
}

export function canRemoveRow(rows: CountryRow[]): boolean {
  return rows.length > 1
}

/** The countries the picker of row `index` offers: those no other row has chosen. */
export function countryChoices(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  index: number
): RepresentativeCountry[] {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => row.countryCode))
  return countries.filter((country) => !taken.has(country.code))
}

export function addRow(rows: CountryRow[], countries: RepresentativeCountry[]): CountryRow[] {
  if (!canAddRow(rows, countries)) return rows
  const id = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
  return [...rows, emptyRow(id)]
}

export function removeRow(rows: CountryRow[], index: number): CountryRow[] {
  if (!canRemoveRow(rows)) return rows
  return rows.filter((_, other) => other !== index)
}

/** A package that is offered and fits the row's workers, and those workers clamped to what is offered. */
function settle(
  row: CountryRow,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow {
  const options = rowWorkerOptions(row, countries, introducer)
  return { ...row, numberOfWorkers: clampWorkers(row.numberOfWorkers, options) }
}

/**
 * Choosing a country resets the row's package to the first one offered that fits its workers (or none) and its
 * workers to 1, or to the row's floor.
 */
export function chooseCountry(
  rows: CountryRow[],
  index: number,
  code: string,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row, other) => {
    if (other !== index) return row
    const chosen = { ...row, countryCode: code, numberOfWorkers: DEFAULT_WORKERS }
    return settle(
      { ...chosen, package: firstFittingPackage(chosen, countries, introducer) },
      countries,
      introducer
    )
  })
}

export function choosePackage(
  rows: CountryRow[],
  index: number,
  signature: string | null,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row, other) =>
    other === index ? settle({ ...row, package: signature }, countries, introducer) : row
  )
}

export function chooseWorkers(rows: CountryRow[], index: number, workers: NumberOfWorkers): CountryRow[] {
  return rows.map((row, other) => (other === index ? { ...row, numberOfWorkers: workers } : row))
}

/**
 * After the introducer changes (a promo code validated or cleared): a package no longer offered falls back to
 * the first one offered that fits, and the workers to what the new choices allow.
 */
export function reconcileRows(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row) => {
    if (!row.countryCode) return row
    const current = findPackage(findCountry(countries, row.countryCode), introducer, row.package)
    const keep =
      row.package === null || (current !== null && packageFits(current, introducer, row.minWorkers))
    const pkg = keep ? row.package : firstFittingPackage(row, countries, introducer)
    return settle({ ...row, package: pkg }, countries, introducer)
  })
}

/** What a row sends: a row without a worker select is unlimited (`more`). */
export function rowInput(row: CountryRow, countries: RepresentativeCountry[], introducer: Introducer | null) {
  const options = rowWorkerOptions(row, countries, introducer)
  return {
    countryCode: row.countryCode ?? '',
    package: row.package,
    numberOfWorkers: options ? row.numberOfWorkers : ('more' as const),
  }
}
