import { AdminPanelSettingsOutlinedIcon, ArrowForwardIcon } from '../../../components/light/frameIcons'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import '../../../components/light/panel.css'

export function AdminCard() {
  const { t } = useI18n()
  return (
    <div className="lt-panel">
      <div className="lt-panel__head">
        <span className="lt-panel__icon">
          <AdminPanelSettingsOutlinedIcon />
        </span>
        <span className="lt-panel__title">{t('home.adminTitle')}</span>
      </div>
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
