import { AdminPanelSettingsOutlinedIcon, ArrowForwardIcon } from '@/components/light/frameIcons'
import { LightPanelHead } from '@/components/light/LightPanelHead'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import '@/components/light/panel.css'

export function AdminCard() {
  const { t } = useI18n()
  return (
    <div className="lt-panel">
      <LightPanelHead icon={<AdminPanelSettingsOutlinedIcon />} title={t('home.adminTitle')} />
      <div className="lt-panel__body">
        <p className="lt-secondary">{t('home.adminText')}</p>
      </div>
      <div className="lt-panel__actions">
        {/* The back-office is a separate application: a full page load. */}
        <a className="lt-contained" href={paths.backOffice}>
          {t('home.adminButton')}
          <span className="lt-contained__end">
            <ArrowForwardIcon small />
          </span>
        </a>
      </div>
    </div>
  )
}
