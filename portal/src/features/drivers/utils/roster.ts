import type { DriverPostingAnswer, ReadinessState } from '@posted-workers/domain'
import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
import { queryString } from '@/lib/queryString'

/** How many drivers a page of the roster shows (the server's default, at most 100). */
export const ROSTER_PER_PAGE = 25

/** What the roster asks: one driver (a reminder e-mail's link), or a page of a search in a state. */
export type RosterQuery =
  { driver: number } | { filter: string; readiness: ReadinessState | null; page: number }

/** The driver a link names (`?driver=12`), or null when it names none, or nothing usable. */
export function driverParam(search: URLSearchParams): number | null {
  const value = search.get('driver') ?? ''
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/** The roster call's query string: the first page and an empty search are the server's defaults, left out. */
export function rosterQueryString(query: RosterQuery): string {
  if ('driver' in query) return queryString({ driver: query.driver })
  return queryString({
    filter: query.filter,
    readiness: query.readiness,
    page: query.page > 1 ? query.page : null,
    perPage: ROSTER_PER_PAGE,
  })
}

/** The postings whose contract has not ended: the ones a readiness still means something for. */
export function livePostings(postings: readonly DriverPostingAnswer[]): DriverPostingAnswer[] {
  return postings.filter((posting) => posting.contractState !== 'expired')
}

/** Where a posting is: its country, or the EU Mobility Package. */
export function postingPlace(
  posting: Pick<DriverPostingAnswer, 'countryCode' | 'isMobilityPackage'>,
  lang: Language,
  t: Translate
): string {
  return posting.isMobilityPackage ? t('contracts.mobilityPackage') : countryName(posting.countryCode, lang)
}
