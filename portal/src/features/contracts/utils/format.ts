import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { plural } from '@/lib/plural'

const DAYS_LEFT = {
  one: 'contracts.daysLeft.one',
  few: 'contracts.daysLeft.few',
  many: 'contracts.daysLeft.many',
  other: 'contracts.daysLeft.other',
} as const

/** "1 day left", "3 days left"; Polish needs its three forms (1 dzień, 2 dni, 5 dni). */
export function daysLeft(count: number, lang: Language, t: Translate): string {
  return plural(DAYS_LEFT, count, lang, t)
}
