import { useEffect, useState } from 'react'
import type { Introducer, NumberOfWorkers, RepresentativeCountry } from '@/features/order'
import {
  addRow,
  chooseCountry,
  choosePackage,
  chooseWorkers,
  emptyRow,
  reconcileRows,
  removeRow,
  type CountryRow,
} from '@/features/order'

/**
 * The representative-country rows of the form. `onChange` hears which row changed (none: rows moved), so
 * that messages about rows by position can be dropped.
 */
export function useCountryRows(
  countries: RepresentativeCountry[],
  introducer: Introducer | null,
  initialCountry: string | null,
  onChange: (index?: number) => void
) {
  const [rows, setRows] = useState<CountryRow[]>([emptyRow(1)])

  // A country asked for in the address (`?country=EU`) starts the first row once the countries are known.
  const [preselected, setPreselected] = useState(false)
  if (!preselected && countries.length > 0) {
    setPreselected(true)
    const code = initialCountry?.toUpperCase()
    if (code && countries.some((country) => country.code === code)) {
      setRows((current) => chooseCountry(current, 0, code, countries, introducer))
    }
  }

  // A validated or cleared promo code changes the packages and worker choices on offer.
  useEffect(() => {
    setRows((current) => reconcileRows(current, countries, introducer))
  }, [countries, introducer])

  const change = (update: (current: CountryRow[]) => CountryRow[], index?: number) => {
    setRows(update)
    onChange(index)
  }

  const actions = {
    add: () => setRows((current) => addRow(current, countries)),
    remove: (index: number) => change((current) => removeRow(current, index)),
    country: (index: number, code: string) =>
      change((current) => chooseCountry(current, index, code, countries, introducer), index),
    package: (index: number, signature: string | null) =>
      change((current) => choosePackage(current, index, signature, countries, introducer), index),
    workers: (index: number, workers: NumberOfWorkers) =>
      change((current) => chooseWorkers(current, index, workers), index),
  }

  return { rows, actions }
}
