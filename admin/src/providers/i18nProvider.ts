import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider, TranslationMessages } from 'react-admin'
import { en } from '../i18n/en'
import { fr } from '../i18n/fr'
import { pl } from '../i18n/pl'
import {
  isLocale,
  locales,
  pickInitialLocale,
  readRememberedLocale,
  rememberLocale,
  type LocaleCode,
} from '../i18n/locales'

const messages: Record<LocaleCode, TranslationMessages> = { fr, pl, en }

export const createI18nProvider = (initialLocale: LocaleCode): I18nProvider => {
  const polyglot = polyglotI18nProvider(
    (locale) => messages[isLocale(locale) ? locale : 'fr'],
    initialLocale,
    locales
  )
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options)
      rememberLocale(locale)
    },
  }
}

export const i18nProvider = createI18nProvider(pickInitialLocale(readRememberedLocale(), navigator.languages))
