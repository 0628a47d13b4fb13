import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { formatMoney } from '#services/billing/format'
import { countryName } from '#services/billing/parties'

export interface BilledLine {
  type: 'creation' | 'renewal' | 'upgrade'
  countryCode: string
  months: number
  /** The package bought ('w|4': 4 EUR per driver, 'f|30': a flat 30 EUR), or null for the unlimited price. */
  packageSignature: string | null
  /** The drivers the contract allows (null: unlimited). */
  allowedNumberOfWorkers: number | null
  /** An upgrade of a running contract: what it had before (absent for a country the upgrade added). */
  previous?: { packageSignature: string | null; allowedNumberOfWorkers: number | null }
}

/**
 * The months a line bills: its total over its monthly price when that divides evenly (6 for a purchase, the months
 * left for an upgrade), else null (a line billed as one amount).
 */
export function billedMonths(monthlyCents: number, totalCents: number) {
  return monthlyCents > 0 && totalCents % monthlyCents === 0 ? totalCents / monthlyCents : null
}

/**
 * What an invoice line says was bought, in the invoice's language: the country and its months, then the drivers
 * ("3 drivers × €4.00 per month", "flat rate up to 10 drivers", "unlimited drivers"), or for the upgrade of a running
 * contract what was added ("+2 drivers (3 → 5) × €4.00 per month", "drivers: 5 → unlimited"). The line's quantity
 * (months) and unit price (per month) stand beside it in the table.
 */
export function invoiceLineDescription(line: BilledLine, locale: Locale) {
  const i18n = i18nManager.locale(locale)
  const what = i18n.t(line.type === 'upgrade' ? 'billing.item.upgrade' : 'billing.item.representation', {
    country: countryName(line.countryCode, locale),
    months: line.months,
  })
  return `${what} – ${line.previous ? addedText(line, line.previous, locale) : driversText(line, locale)}`
}

/** 'w|4' → 4 euros per driver; null for another package. */
function perDriverCents(packageSignature: string | null) {
  const [kind, amount] = (packageSignature ?? '').split('|')
  const euros = Number(amount)
  return kind === 'w' && Number.isFinite(euros) ? Math.round(euros * 100) : null
}

function addedText(line: BilledLine, previous: NonNullable<BilledLine['previous']>, locale: Locale) {
  const i18n = i18nManager.locale(locale)
  const from = previous.allowedNumberOfWorkers
  const to = line.allowedNumberOfWorkers
  const unit = perDriverCents(line.packageSignature)
  // The same price per driver, more drivers: the monthly price is the added drivers times that price.
  if (
    from !== null &&
    to !== null &&
    to > from &&
    unit !== null &&
    previous.packageSignature === line.packageSignature
  ) {
    return i18n.t('billing.item.drivers.added', {
      added: to - from,
      from,
      to,
      unit: formatMoney(unit, 'EUR', locale),
    })
  }
  const count = (workers: number | null) =>
    workers === null ? i18n.t('billing.item.drivers.unlimitedCount') : workers
  return i18n.t('billing.item.drivers.changed', { from: count(from), to: count(to) })
}

function driversText(line: BilledLine, locale: Locale) {
  const i18n = i18nManager.locale(locale)
  const workers = line.allowedNumberOfWorkers
  if (workers === null) return i18n.t('billing.item.drivers.unlimited')
  const unit = perDriverCents(line.packageSignature)
  if (unit !== null) {
    return i18n.t('billing.item.drivers.perWorker', { workers, unit: formatMoney(unit, 'EUR', locale) })
  }
  if (line.packageSignature?.startsWith('f|')) return i18n.t('billing.item.drivers.fixed', { workers })
  return i18n.t('billing.item.drivers.count', { workers })
}
