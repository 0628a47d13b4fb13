import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useI18n } from '@/i18n/I18nProvider'
import type { WorkerRequest } from '@/features/order'
import { representativeCountryLabel } from '@/features/order'
import { formatMoney } from '@posted-workers/domain'
import { formatDate } from '@posted-workers/domain'

/**
 * The contracts of a request, each with its workers and its price for the six months; an upgrade's lines run until
 * the end of the contract they raise and cost the monthly difference.
 */
export function TransferContracts({ request }: { request: WorkerRequest }) {
  const { lang, t } = useI18n()
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('bankTransfer.contracts')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {request.contracts.map((contract) => (
          <Box
            component="li"
            key={contract.countryCode}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {representativeCountryLabel(contract.countryCode, [], lang, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('summary.workers', { count: contract.allowedNumberOfWorkers ?? '∞' })} ·{' '}
                {request.isUpgradeRequest
                  ? t('bankTransfer.upgradePeriod', { end: formatDate(contract.endDate) })
                  : t('bankTransfer.period')}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(contract.totalAmountCents, request.currency, lang)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t(request.isUpgradeRequest ? 'bankTransfer.upgradePerMonth' : 'summary.perMonth', {
                  amount: formatMoney(contract.monthlyAmountCents, request.currency, lang),
                })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  )
}
