import { useState } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import type { ApiResult } from '@/lib/api'
import type { OrderAnswer } from '@/features/order'
import { useGoToPayment } from '@/features/order'
import type { Introducer, Mop, NumberOfWorkers, RepresentativeCountry } from '@/features/order'
import {
  addRow,
  chooseWorkers,
  reconcileRows,
  removeRow,
  rowInput,
  rowWorkerOptions,
  unfitPackages,
  type CountryRow,
} from '@/features/order'
import type { PromoState } from '@/features/order'
import { dropRowErrors, ORDER_PATH, rowPath } from '@/features/order'
import type { UpgradeInput } from '../types'
import { changeBlocker, changeServerFields, effectiveMop } from '../utils/changeForm'
import { useOrderReferences } from '../api/useOrderReferences'

/** How a renewal or an upgrade builds, changes and sends its rows. */
export type ChangeRules = {
  /** Prices the rows: the promo code's introducer (renewal) or the running contracts' one (upgrade). */
  introducer: Introducer | null
  /** The renewal's promo code; null for an upgrade. */
  promo: PromoState | null
  initialRows: (countries: RepresentativeCountry[]) => CountryRow[]
  choices: (rows: CountryRow[], countries: RepresentativeCountry[], index: number) => RepresentativeCountry[]
  chooseCountry: (
    rows: CountryRow[],
    index: number,
    code: string,
    countries: RepresentativeCountry[]
  ) => CountryRow[]
  choosePackage: (
    rows: CountryRow[],
    index: number,
    signature: string | null,
    countries: RepresentativeCountry[]
  ) => CountryRow[]
  canRemove: (rows: CountryRow[], index: number) => boolean
  /** An upgrade must change something; a renewal always does. */
  isChanged: (rows: CountryRow[], countries: RepresentativeCountry[]) => boolean
  /** A message under a row's number of workers that the form refuses (an upgrade that does not grow). */
  rowProblem: (row: CountryRow, countries: RepresentativeCountry[]) => MessageKey | null
  /** The order's mutation (renewal or upgrade): its pending state is the form's. */
  order: {
    run: (variables: { input: UpgradeInput; fields: string[] }) => Promise<ApiResult<OrderAnswer>>
    pending: boolean
  }
  /** The server refused the promo code. */
  onPromoRefused?: () => void
}

type Values = { mop: Mop; conditions: boolean }

/**
 * The common part of the renewal and upgrade forms: the rows, the payment method, the conditions, the server's
 * messages and the submission, which ends on the payment or bank-transfer page like a registration.
 */
export function useChangeForm(rules: ChangeRules) {
  const { t } = useI18n()
  const goToPayment = useGoToPayment()
  const references = useOrderReferences()
  const { countries, mops } = references
  const { introducer } = rules
  const [built, setBuilt] = useState<CountryRow[] | null>(null)
  const [values, setValues] = useState<Values>({ mop: 'CARD', conditions: false })
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  // The rows start once the countries (and their packages) are known.
  if (built === null && !references.loading) setBuilt(rules.initialRows(countries))
  const rows = built ?? []

  // A validated or cleared promo code changes the packages and worker choices on offer.
  const [pricedBy, setPricedBy] = useState(introducer)
  if (pricedBy !== introducer) {
    setPricedBy(introducer)
    if (built) setBuilt(reconcileRows(built, countries, introducer))
  }

  const change = (next: CountryRow[], index?: number) => {
    setBuilt(next)
    setServerErrors((current) => dropRowErrors(current, index))
  }

  const rowActions = {
    add: () => setBuilt(addRow(rows, countries)),
    remove: (index: number) => change(removeRow(rows, index)),
    country: (index: number, code: string) =>
      change(rules.chooseCountry(rows, index, code, countries), index),
    package: (index: number, signature: string | null) =>
      change(rules.choosePackage(rows, index, signature, countries), index),
    workers: (index: number, workers: NumberOfWorkers) => change(chooseWorkers(rows, index, workers), index),
  }

  const choose = <F extends keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => {
      if (!(ORDER_PATH[field] in current)) return current
      const next = { ...current }
      delete next[ORDER_PATH[field]]
      return next
    })
  }

  const mop = effectiveMop(values.mop, mops)
  const rowProblems = rows.map((row) => rules.rowProblem(row, countries))
  const blocker = references.loading
    ? 'incompleteRow'
    : changeBlocker({
        rows,
        countries,
        introducer,
        changed: rules.isChanged(rows, countries),
        rowProblems: rowProblems.filter(Boolean).length,
        promo: rules.promo,
        mop,
        mops,
        conditions: values.conditions,
      })

  /** A server message wins; the form's own message about a row shows at once. */
  const errorOf = (path: string): string | undefined => {
    if (serverErrors[path]) return serverErrors[path]
    const problem = rowProblems.find((_, index) => path === rowPath(index, 'numberOfWorkers'))
    return problem ? t(problem) : undefined
  }

  /** Resolves to true when the server refused fields, so that the dialog can bring the first one into view. */
  const submit = async (): Promise<boolean> => {
    if (blocker || rules.order.pending || !mop) return false
    const input: UpgradeInput = {
      representativeCountries: rows.map((row) => rowInput(row, countries, introducer)),
      conditions: values.conditions,
      mop,
    }
    const result = await rules.order.run({
      input,
      fields: changeServerFields(rows.length, rules.promo !== null),
    })
    if (result.ok) {
      goToPayment(result.data)
      return false
    }
    if (result.fieldErrors.promoCode) rules.onPromoRefused?.()
    setServerErrors(result.fieldErrors)
    return Object.keys(result.fieldErrors).length > 0
  }

  return {
    references,
    rows,
    rowActions,
    introducer,
    choicesFor: (index: number) => rules.choices(rows, countries, index),
    canRemove: (index: number) => rules.canRemove(rows, index),
    canAdd:
      rules.choices(rows, countries, rows.length).length > rows.filter((row) => !row.countryCode).length,
    workerOptionsOf: (row: CountryRow) => rowWorkerOptions(row, countries, introducer),
    disabledPackagesOf: (row: CountryRow) => unfitPackages(row, countries, introducer),
    values: { ...values, mop: mop ?? values.mop },
    choose,
    errorOf,
    blocker,
    submittable: blocker === null,
    busy: rules.order.pending,
    submit,
  }
}

export type ChangeForm = ReturnType<typeof useChangeForm>
