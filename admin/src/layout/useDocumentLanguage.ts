import { useEffect } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'

/** Keeps the page's lang attribute (screen readers, spell checkers) and the tab title in the chosen language. */
export const useDocumentLanguage = () => {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  useEffect(() => {
    document.documentElement.lang = locale
    document.title = `${translate('app.back_office')} · ${translate('app.product')}`
  }, [locale, translate])
}
