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

/** An invoice's line as it is written (invoice_items), and what the invoice says it is for. */
export interface InvoiceLine {
  description: string
  /** What a contract line bought, to word it in any language; null for a line typed by an admin. */
  billedLine: BilledLine | null
  representativeCountryCode: string
  periodStart: string | null
  periodEnd: string | null
  quantity: number
  unitAmountCents: number
  amountCents: number
}

/** The figures of a contract, or of the request's line that bought it or raised it. */
interface ContractFigures {
  monthlyAmountCents: number
  totalAmountCents: number
  packageSignature: string | null
  allowedNumberOfWorkers: number | null
}

/**
 * The line of a contract's invoice. An upgrade bills its request's line (the monthly difference over the months
 * left, what it added beside `previous`); a purchase or a renewal, the contract bought, or its line when given. The
 * quantity is the months billed, at the monthly price, or one amount when the total does not divide into months.
 */
export function contractInvoiceLine(
  input: {
    type: BilledLine['type']
    countryCode: string
    contract: ContractFigures & { startDate: string; endDate: string }
    line: (ContractFigures & { startDate: string | null }) | null
    previous?: BilledLine['previous']
  },
  locale: Locale
): InvoiceLine {
  const { contract, line } = input
  const monthlyCents = line?.monthlyAmountCents ?? contract.monthlyAmountCents
  const totalCents = line?.totalAmountCents ?? contract.totalAmountCents
  const months = billedMonths(monthlyCents, totalCents)
  const billedLine: BilledLine = {
    type: input.type,
    countryCode: input.countryCode,
    months: months ?? 6,
    packageSignature: line?.packageSignature ?? contract.packageSignature,
    allowedNumberOfWorkers: line ? line.allowedNumberOfWorkers : contract.allowedNumberOfWorkers,
    ...(input.previous ? { previous: input.previous } : {}),
  }
  return {
    description: invoiceLineDescription(billedLine, locale),
    billedLine,
    representativeCountryCode: input.countryCode,
    periodStart: line?.startDate ?? contract.startDate,
    periodEnd: contract.endDate,
    quantity: months ?? 1,
    unitAmountCents: months ? monthlyCents : totalCents,
    amountCents: totalCents,
  }
}

/** The one line of an invoice an admin adds by hand: their words, one amount, no period. */
export function adminInvoiceLine(description: string, countryCode: string, amountCents: number): InvoiceLine {
  return {
    description,
    billedLine: null,
    representativeCountryCode: countryCode,
    periodStart: null,
    periodEnd: null,
    quantity: 1,
    unitAmountCents: amountCents,
    amountCents,
  }
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
