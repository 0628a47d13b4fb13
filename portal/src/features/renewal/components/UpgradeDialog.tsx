import { useI18n } from '@/i18n/I18nProvider'
import { formatDate } from '@posted-workers/domain'
import { ConditionsSection } from '@/features/order'
import { PaymentMethodSection } from '@/features/order'
import type { CountryRow } from '@/features/order'
import type { UpgradeAccount } from '../types'
import { upgradedContract } from '../utils/upgradeRows'
import { ChangeDialog } from './ChangeDialog'
import { ChangeRowsSection } from './ChangeRowsSection'
import { UpgradeSummary } from './UpgradeSummary'
import { useUpgradeForm } from './useUpgradeForm'

type Props = { companyId: number; account: UpgradeAccount; onClose: () => void }

/** More workers on running contracts, or more countries until the same end date. */
export function UpgradeDialog({ companyId, account, onClose }: Props) {
  const { t } = useI18n()
  const form = useUpgradeForm(companyId, account)

  const noteOf = (row: CountryRow) => {
    const contract = upgradedContract(account, row)
    if (!contract) return t('upgrade.added', { end: formatDate(account.upgradeEndDate) })
    return t('upgrade.current', {
      count: contract.allowedNumberOfWorkers ?? '∞',
      end: formatDate(contract.endDate),
    })
  }

  return (
    <ChangeDialog
      title={t('upgrade.title')}
      subtitle={t('upgrade.subtitle')}
      submitLabel={t('upgrade.submit')}
      form={form}
      onClose={onClose}
      summary={
        <UpgradeSummary figures={form.quote} account={account} countries={form.references.countries} />
      }
    >
      <ChangeRowsSection form={form} help={t('upgrade.countriesHelp')} noteOf={noteOf} />
      <PaymentMethodSection form={form} />
      <ConditionsSection form={form} />
    </ChangeDialog>
  )
}
