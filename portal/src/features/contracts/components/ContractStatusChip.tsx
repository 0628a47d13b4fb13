import Chip from '@mui/material/Chip'
import { useI18n } from '@/i18n/I18nProvider'
import type { ContractState } from '../types'

const COLOR = { active: 'success', scheduled: 'info', expired: 'default' } as const

export function ContractStatusChip({ state }: { state: ContractState }) {
  const { t } = useI18n()
  return (
    <Chip
      size="small"
      color={COLOR[state]}
      variant={state === 'expired' ? 'outlined' : 'filled'}
      label={t(`contracts.state.${state}`)}
    />
  )
}
