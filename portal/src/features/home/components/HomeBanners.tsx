import {
  AddShoppingCartOutlinedIcon,
  AutorenewIcon,
  InfoOutlinedIcon,
  PictureAsPdfOutlinedIcon,
  ReportProblemOutlinedIcon,
} from '@/components/light/frameIcons'
import { useI18n } from '@/i18n/I18nProvider'
import type { HomeBanner } from '../utils/homeBanner'
import { offerUrl } from '../utils/homeBanner'
import '@/components/light/panel.css'

type Props = {
  banner: HomeBanner
  /**
   * Opens the renewal modal (with a Mobility Package row when there is no contract); absent while the company may
   * not renew (a request waiting for its payment, or the new terms not approved yet).
   */
  onRenew?: () => void
}

/** No contract, or only expired ones: an order or a renewal in the renewal modal. Drawn without MUI (first screen). */
export function HomeBanners({ banner, onRenew }: Props) {
  const { lang, t } = useI18n()
  if (banner === 'none') return null
  const order = banner === 'order'

  return (
    <div className={order ? 'lt-banner' : 'lt-banner lt-banner--warning'} role="alert">
      <div className="lt-banner__icon">{order ? <InfoOutlinedIcon /> : <ReportProblemOutlinedIcon />}</div>
      <div className="lt-banner__message">
        <div className="lt-banner__title">
          {t(order ? 'homeBanner.noContractTitle' : 'homeBanner.expiredTitle')}
        </div>
        <p className="lt-banner__text">{t(order ? 'homeBanner.noContractText' : 'homeBanner.expiredText')}</p>
        <div className="lt-actions lt-banner__actions">
          {onRenew && (
            <button
              type="button"
              className={order ? 'lt-contained' : 'lt-contained lt-contained--warning'}
              onClick={onRenew}
            >
              <span className="lt-contained__start">
                {order ? <AddShoppingCartOutlinedIcon small /> : <AutorenewIcon small />}
              </span>
              {t(order ? 'homeBanner.order' : 'homeBanner.renew')}
            </button>
          )}
          {/* The offer PDF (countries, packages and prices of the day) in the page's language, from the api. */}
          <a className="lt-anchor lt-anchor--icon" href={offerUrl(lang)} download>
            <PictureAsPdfOutlinedIcon small />
            {t('homeBanner.downloadOffer')}
          </a>
        </div>
      </div>
    </div>
  )
}
