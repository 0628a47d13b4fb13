import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
import type { Introducer, NumberOfWorkers, RepresentativeCountry, WorkerPackage } from '../types'
import { moreThreshold, UNLIMITED_MAX_WORKERS } from './workerOptions'
import { formatMoney } from '@posted-workers/domain'

/** The EU Mobility Package by its translated name, the other countries by their name in the page language. */
export function representativeCountryLabel(
  code: string,
  countries: RepresentativeCountry[],
  lang: Language,
  t: Translate
): string {
  const country = countries.find((candidate) => candidate.code === code)
  if (country?.isMobilityPackage || code === 'EU') return t('register.mobilityPackage')
  return countryName(code, lang)
}

/** "4,00 € par conducteur et par mois · de 1 à 12 conducteurs" */
export function packageLabel(pkg: WorkerPackage, lang: Language, t: Translate): string {
  const price =
    pkg.perWorkerAmountCents !== null
      ? t('register.package.perWorker', { amount: formatMoney(pkg.perWorkerAmountCents, 'EUR', lang) })
      : t('register.package.fixed', { amount: formatMoney(pkg.fixedAmountCents ?? 0, 'EUR', lang) })
  const unlimited = pkg.maxWorkers === null || pkg.maxWorkers >= UNLIMITED_MAX_WORKERS
  const range = unlimited
    ? t('register.package.from', { min: pkg.minWorkers })
    : t('register.package.range', { min: pkg.minWorkers, max: pkg.maxWorkers ?? '' })
  return `${price} · ${range}`
}

/** The row without a package: the introducer's per-worker offer, else unlimited workers at the offered rate. */
export function noPackageLabel(
  country: RepresentativeCountry | undefined,
  introducer: Introducer | null,
  lang: Language,
  t: Translate
): string {
  if (introducer?.isNumberOfWorkersNeeded && introducer.workerPackageAmountCents !== null) {
    return t('register.package.introducer', {
      amount: formatMoney(introducer.workerPackageAmountCents, 'EUR', lang),
    })
  }
  const amount = introducer?.unlimitedPackageAmountCents ?? country?.unlimitedPackageAmountCents ?? 0
  return t('register.package.unlimited', { amount: formatMoney(amount, 'EUR', lang) })
}

export function workerOptionLabel(option: NumberOfWorkers, options: NumberOfWorkers[], t: Translate): string {
  if (option !== 'more') return String(option)
  // Unlimited alone (the renewal of an unlimited contract) has no number to start from.
  const numbered = options.some((other) => other !== 'more')
  return numbered ? t('register.workersOrMore', { count: moreThreshold(options) }) : t('contracts.unlimited')
}
