import { useMemo } from 'react'
import { useFigures } from '@/features/order'
import { chooseCountry, rowInput } from '@/features/order'
import { quoteUpgrade } from '../api/quoteUpgrade'
import { useOrderUpgrade } from '../api/upgradeAccount'
import type { UpgradeAccount } from '../types'
import {
  canRemoveUpgradeRow,
  chooseUpgradePackage,
  hasUpgradeChanges,
  initialUpgradeRows,
  shrinksOrStays,
  upgradeCountryChoices,
} from '../utils/upgradeRows'
import { useChangeForm } from './useChangeForm'

/**
 * An upgrade: the rows of the contracts that may grow (country fixed, only more workers) plus added countries,
 * priced with the running contracts' introducer, for the months left (the server's upgrade quote).
 */
export function useUpgradeForm(companyId: number, account: UpgradeAccount) {
  const { introducer } = account
  const upgrade = useOrderUpgrade(companyId)
  const form = useChangeForm({
    introducer,
    promo: null,
    initialRows: () => initialUpgradeRows(account),
    choices: (rows, countries, index) => upgradeCountryChoices(rows, countries, account, index),
    chooseCountry: (rows, index, code, countries) => chooseCountry(rows, index, code, countries, introducer),
    choosePackage: (rows, index, signature, countries) =>
      chooseUpgradePackage(rows, index, signature, { account, countries, introducer }),
    canRemove: canRemoveUpgradeRow,
    isChanged: (rows, countries) => hasUpgradeChanges(rows, { account, countries, introducer }),
    rowProblem: (row, countries) =>
      shrinksOrStays(row, { account, countries, introducer }) ? 'upgrade.mustGrow' : null,
    order: upgrade,
  })

  const { rows } = form
  const { countries } = form.references
  const changed = hasUpgradeChanges(rows, { account, countries, introducer })
  const complete = rows.every((row) => row.countryCode)
  // Nothing to price until something changes; the server refuses an upgrade that changes nothing.
  const quoteInput = useMemo(
    () =>
      changed && complete
        ? { companyId, representativeCountries: rows.map((row) => rowInput(row, countries, introducer)) }
        : null,
    [changed, complete, companyId, rows, countries, introducer]
  )
  const quote = useFigures('upgrade', quoteInput, quoteUpgrade)

  return { ...form, quote }
}

export type UpgradeForm = ReturnType<typeof useUpgradeForm>
