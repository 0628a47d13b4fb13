import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'

/** Where a contract posts: its country's name, or the EU Mobility Package named as such. */
export function usePlace() {
  const { lang, t } = useI18n()
  return (posting: { contractCountryCode: string; isMobilityPackage: boolean }) =>
    posting.isMobilityPackage
      ? t('declarations.mobilityPackage')
      : countryName(posting.contractCountryCode, lang)
}
