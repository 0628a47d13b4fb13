import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Language } from './languages'
import { isDictionaryLoaded, loadDictionary, translate, type Translate } from './messages'

type I18n = { lang: Language; t: Translate }

const I18nContext = createContext<I18n | null>(null)

/**
 * The language of the page and its texts. A language whose texts have not arrived yet keeps the previous one on
 * screen until they have (the first page's are loaded before the app renders: main.tsx).
 */
export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const [shown, setShown] = useState(lang)
  useEffect(() => {
    let wanted = true
    loadDictionary(lang).then(
      () => wanted && setShown(lang),
      // A chunk that cannot be fetched (offline): the page stays in the language it has.
      () => undefined
    )
    return () => {
      wanted = false
    }
  }, [lang])
  const active = isDictionaryLoaded(lang) ? lang : shown

  useEffect(() => {
    document.documentElement.lang = active
  }, [active])
  const value = useMemo<I18n>(
    () => ({ lang: active, t: (key, params) => translate(active, key, params) }),
    [active]
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n needs an I18nProvider')
  return value
}
