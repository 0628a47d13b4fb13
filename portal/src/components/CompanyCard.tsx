import { AddressBlock } from './AddressBlock'
import { InfoRow } from './InfoRow'
import { BusinessOutlinedIcon } from './light/frameIcons'
import { LightPanelHead } from './light/LightPanelHead'
import { useI18n } from '../i18n/I18nProvider'
import type { Company } from '../types/api'
import './light/panel.css'

/** A company's name, VAT number and address; `ofAnotherUser` titles it for an admin looking at a customer's. */
export function CompanyCard({
  company,
  ofAnotherUser = false,
}: {
  company: Company
  ofAnotherUser?: boolean
}) {
  const { t } = useI18n()
  return (
    <div className="lt-panel">
      <LightPanelHead
        icon={<BusinessOutlinedIcon />}
        title={t(ofAnotherUser ? 'home.companyOther' : 'home.company')}
      />
      <hr className="lt-divider" />
      <div className="lt-panel__body">
        <div className="lt-info-grid">
          <InfoRow label={t('home.companyName')}>{company.name}</InfoRow>
          <InfoRow label={t('home.vatNumber')}>{company.vatNumber}</InfoRow>
          <InfoRow label={t('home.address')}>
            <AddressBlock address={company.address} />
          </InfoRow>
        </div>
      </div>
    </div>
  )
}
