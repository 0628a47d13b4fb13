import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import type { Language } from './languages'
import { translate, type Translate } from './messages'

type I18n = { lang: Language; t: Translate }

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  const value = useMemo<I18n>(() => ({ lang, t: (key, params) => translate(lang, key, params) }), [lang])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n needs an I18nProvider')
  return value
}
