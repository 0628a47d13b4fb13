import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined'
import { InfoRow } from '@/components/InfoRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { Contract } from '../types'
import { formatAllowedWorkers } from '../utils/contractTabs'
import { formatDate } from '@posted-workers/domain'
import { ContractStatusChip } from './ContractStatusChip'
import { InfoGrid } from './InfoGrid'

/**
 * The renewal already paid for, beside the running contract it follows: its dates and allowance, and that the
 * drivers of the running contract go into it.
 */
export function ScheduledRenewal({ renewal }: { renewal: Contract }) {
  const { t } = useI18n()
  const titleId = `contract-${renewal.id}-renewal`
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderColor: 'info.light',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <EventRepeatOutlinedIcon color="info" fontSize="small" />
        <Typography variant="h3" component="h3" id={titleId}>
          {t('contracts.renewal.title')}
        </Typography>
        <ContractStatusChip state={renewal.state} />
      </Box>
      <InfoGrid>
        <InfoRow label={t('contracts.startDate')}>{formatDate(renewal.startDate)}</InfoRow>
        <InfoRow label={t('contracts.endDate')}>{formatDate(renewal.endDate)}</InfoRow>
        <InfoRow label={t('contracts.allowedWorkers')}>
          {formatAllowedWorkers(renewal.allowedNumberOfWorkers)}
        </InfoRow>
      </InfoGrid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('contracts.renewal.hint', { start: formatDate(renewal.startDate) })}
      </Typography>
    </Box>
  )
}
