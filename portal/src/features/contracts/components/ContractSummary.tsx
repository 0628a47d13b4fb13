import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded'
import { InfoRow } from '@/components/InfoRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { Contract } from '../types'
import { formatAllowedWorkers, isExpiring } from '../utils/contractTabs'
import { representativeCountryName, termsOfSalesUrl } from '../utils/country'
import { formatDate } from '@posted-workers/domain'
import { daysLeft } from '../utils/format'
import { ContractStatusChip } from './ContractStatusChip'
import { InfoGrid } from './InfoGrid'

type Props = {
  contract: Contract
  /** A renewal follows it: its end is no longer a warning. */
  renewed?: boolean
}

/** Country and state in a heading line, then the contract's figures; one column under 749 px. */
export function ContractSummary({ contract, renewed = false }: Props) {
  const { lang, t } = useI18n()
  const expiring = isExpiring(contract) && !renewed
  const terms = termsOfSalesUrl(contract, lang)

  return (
    <Box component="section" aria-labelledby={`contract-${contract.id}-title`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h3" component="h3" id={`contract-${contract.id}-title`}>
          {representativeCountryName(contract.representativeCountry, lang, t)}
        </Typography>
        <ContractStatusChip state={contract.state} />
        {expiring && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberRoundedIcon />}
            label={t('contracts.expiringSoon')}
          />
        )}
      </Box>
      <InfoGrid>
        <InfoRow label={t('contracts.startDate')}>{formatDate(contract.startDate)}</InfoRow>
        <InfoRow label={t('contracts.endDate')}>{formatDate(contract.endDate)}</InfoRow>
        <InfoRow label={t('contracts.remaining')}>
          <Box component="span" sx={expiring ? { color: 'warning.dark', fontWeight: 600 } : undefined}>
            <RemainingDays contract={contract} />
          </Box>
        </InfoRow>
        <InfoRow label={t('contracts.allowedWorkers')}>
          {contract.allowedNumberOfWorkers === null ? (
            <Box
              component="span"
              title={t('contracts.unlimited')}
              sx={{ fontSize: '1.25rem', lineHeight: 1 }}
            >
              {formatAllowedWorkers(null)}
            </Box>
          ) : (
            formatAllowedWorkers(contract.allowedNumberOfWorkers)
          )}
        </InfoRow>
        <InfoRow label={t('contracts.termsOfSales')}>
          {terms && (
            <Link
              href={terms}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PictureAsPdfOutlinedIcon fontSize="small" />
              {t('contracts.openTerms')}
            </Link>
          )}
        </InfoRow>
      </InfoGrid>
    </Box>
  )
}

function RemainingDays({ contract }: { contract: Contract }) {
  const { lang, t } = useI18n()
  if (contract.state === 'scheduled') return t('contracts.startsOn', { date: formatDate(contract.startDate) })
  if (contract.state === 'expired') return t('contracts.ended')
  return daysLeft(contract.remainingDays ?? 0, lang, t)
}
