import type { ReactNode } from 'react'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { enUS, frFR, plPL } from '@mui/x-date-pickers/locales'
import 'dayjs/locale/fr'
import 'dayjs/locale/pl'
import 'dayjs/locale/en-gb'
import { useLocaleState } from 'react-admin'

const pickerTexts = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  pl: plPL.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
}
// Month names and the week's first day of each language; the dates themselves are DD/MM/YYYY in all three.
const dayjsLocales = { fr: 'fr', pl: 'pl', en: 'en-gb' }

/** The date pickers' language: the back-office's, whatever the browser's (each date field brings it). */
export const DatesProvider = ({ children }: { children: ReactNode }) => {
  const [locale = 'fr'] = useLocaleState()
  const language = locale === 'pl' || locale === 'en' ? locale : 'fr'
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocales[language]}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  )
}
