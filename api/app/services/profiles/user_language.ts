import type { Locale } from '#enums/profile'
import { isLocale } from '#services/http/paths'

/**
 * The language of a user's e-mails and documents: the one stored with them (`users.locale`, chosen at registration
 * and in the profile), never the page the call came from; French for a row without one.
 */
export function languageOf(user: { locale: string } | null | undefined): Locale {
  return user && isLocale(user.locale) ? user.locale : 'fr'
}
