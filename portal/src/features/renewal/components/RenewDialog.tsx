import { useI18n } from '@/i18n/I18nProvider'
import { ConditionsSection } from '@/features/order'
import { PaymentMethodSection } from '@/features/order'
import { PromoCodeSection } from '@/features/order'
import { QuoteSummary } from '@/features/order'
import type { CountryRow } from '@/features/order'
import { formatDate } from '@posted-workers/domain'
import type { UpgradeAccount } from '../types'
import { renewableContract } from '../utils/renewalRows'
import { ChangeDialog } from './ChangeDialog'
import { ChangeRowsSection } from './ChangeRowsSection'
import { useRenewForm } from './useRenewForm'

type Props = {
  companyId: number
  account: UpgradeAccount
  /** Only these countries to start with (an expiring contract, the Mobility Package); else every renewable one. */
  countryCodes?: string[]
  onClose: () => void
}

/** The renewal modal; a company without any contract orders its first one here too. */
export function RenewDialog({ companyId, account, countryCodes, onClose }: Props) {
  const { t } = useI18n()
  const form = useRenewForm(companyId, account, countryCodes)
  const firstOrder = account.contracts.length === 0
  const promo = form.promo.state

  const noteOf = (row: CountryRow) => {
    const contract = renewableContract(account, row.countryCode)
    const renewal = contract?.renewal
    if (!renewal) return t('renewal.newContract')
    // An ended contract restarts on the day the order is validated, which the customer cannot know yet.
    const period =
      contract.state === 'expired'
        ? t('renewal.newContract')
        : t('renewal.period', { start: formatDate(renewal.startDate), end: formatDate(renewal.endDate) })
    if (renewal.minimumWorkers === null) return `${period} · ${t('renewal.unlimitedOnly')}`
    return renewal.minimumWorkers > 1
      ? `${period} · ${t('renewal.minimum', { count: renewal.minimumWorkers })}`
      : period
  }

  return (
    <ChangeDialog
      title={t(firstOrder ? 'renewal.orderTitle' : 'renewal.title')}
      subtitle={t('renewal.subtitle')}
      submitLabel={t(firstOrder ? 'register.submit' : 'renewal.renew')}
      form={form}
      onClose={onClose}
      summary={
        <QuoteSummary
          figures={form.quote}
          countries={form.references.countries}
          promoCode={promo.status === 'valid' ? promo.code : null}
        />
      }
    >
      <ChangeRowsSection form={form} help={t('renewal.countriesHelp')} noteOf={noteOf} />
      <PromoCodeSection form={form} />
      <PaymentMethodSection form={form} />
      <ConditionsSection form={form} />
    </ChangeDialog>
  )
}
