import type { Introducer, NumberOfWorkers, RepresentativeCountry, WorkerPackage } from '../types'
import { clampWorkers, DEFAULT_WORKERS, workerOptions } from './workerOptions'

/** One row of the representative-countries list; `id` only keys the row on screen. */
export type CountryRow = {
  id: number
  countryCode: string | null
  package: string | null
  numberOfWorkers: NumberOfWorkers
}

export function emptyRow(id: number): CountryRow {
  return { id, countryCode: null, package: null, numberOfWorkers: DEFAULT_WORKERS }
}

export function findCountry(countries: RepresentativeCountry[], code: string | null) {
  return code ? countries.find((country) => country.code === code) : undefined
}

/** The packages offered for a country: the introducer's own when it has some, else the country's. */
export function offeredPackages(
  country: RepresentativeCountry | undefined,
  introducer: Introducer | null
): WorkerPackage[] {
  if (introducer && introducer.workerPackages.length > 0) return introducer.workerPackages
  return country?.workerPackages ?? []
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
  return workerOptions(pkg, introducer)
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

/** Choosing a country resets the row's package to the first one offered (or none) and its workers to 1. */
export function chooseCountry(
  rows: CountryRow[],
  index: number,
  code: string,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row, other) => {
    if (other !== index) return row
    const first = offeredPackages(findCountry(countries, code), introducer)[0]
    const chosen = {
      ...row,
      countryCode: code,
      package: first?.signature ?? null,
      numberOfWorkers: DEFAULT_WORKERS,
    }
    return settle(chosen, countries, introducer)
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
 * the first one offered, and the workers to what the new choices allow.
 */
export function reconcileRows(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): CountryRow[] {
  return rows.map((row) => {
    if (!row.countryCode) return row
    const offered = offeredPackages(findCountry(countries, row.countryCode), introducer)
    const stillOffered = row.package === null || offered.some((offer) => offer.signature === row.package)
    const pkg = stillOffered ? row.package : (offered[0]?.signature ?? null)
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
