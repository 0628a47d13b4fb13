import { useI18n } from '@/i18n/I18nProvider'
import '../light/light.css'

export function Footer() {
  const { t } = useI18n()
  return <footer className="lt-page__footer">{t('app.footer', { year: new Date().getFullYear() })}</footer>
}
