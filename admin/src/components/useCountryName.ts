import { useCallback, useMemo } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'

/** The EU Mobility Package is a representative "country" of its own, code EU. */
export const mobilityPackageCode = 'EU'

/** A representative country's name in the current language, from its code. */
export const useCountryName = () => {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale])
  return useCallback(
    (code: string) =>
      code === mobilityPackageCode ? translate('app.requests.mobility_package') : (names.of(code) ?? code),
    [names, translate]
  )
}
