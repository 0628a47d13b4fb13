import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined'
import { Navigate, Link as RouterLink } from 'react-router-dom'
import { PageLoader } from '@/components/PageLoader'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useWorkerRequest } from '../api/getWorkerRequest'
import type { WorkerRequest } from '@/features/order'
import { formatMoney } from '@posted-workers/domain'
import { vatLabel } from '@/features/order'
import { readTransferPayment } from '@/features/order'
import { CopyButton } from '@/components/CopyButton'
import { PurchasePanel } from './PurchasePanel'
import { TransferContracts } from './TransferContracts'

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; request: WorkerRequest }

function DetailRow({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '160px 1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        py: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {label}
      </Typography>
      <Typography
        sx={{
          fontWeight: 600,
          fontFamily: copy ? 'ui-monospace, monospace' : undefined,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {copy ? <CopyButton value={value.replace(/\s/g, '')} label={label} /> : <span />}
    </Box>
  )
}

/** What to transfer, where to, and with which reference; the request is approved once the funds arrive. */
export function BankTransferPage() {
  const { lang, t } = useI18n()
  const [stored] = useState(readTransferPayment)
  const query = useWorkerRequest(stored?.requestId ?? null)
  const loaded: Loaded = query.data?.request
    ? { status: 'loaded', request: query.data.request }
    : query.loading
      ? { status: 'loading' }
      : { status: 'missing' }

  if (!stored || loaded.status === 'missing') return <Navigate to={paths.register(lang)} replace />
  if (loaded.status === 'loading') return <PageLoader label={t('app.loading')} />

  const { request } = loaded
  const bank = request.bankDetails
  return (
    <PurchasePanel title={t('bankTransfer.title')} subtitle={t('bankTransfer.subtitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          p: 2.5,
          mb: 3,
          borderRadius: 2,
          bgcolor: 'rgba(31, 78, 140, 0.06)',
        }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('bankTransfer.amount')}
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}>
            {formatMoney(request.amountCents, request.currency, lang)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('bankTransfer.amountDetail', {
              withoutTax: formatMoney(request.amountWithoutTaxCents, request.currency, lang),
              vat: vatLabel(request, lang, t),
              vatAmount: formatMoney(request.vatCents, request.currency, lang),
            })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('bankTransfer.reference')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, fontFamily: 'ui-monospace, monospace' }}>
              {request.paymentReference}
            </Typography>
            <CopyButton value={request.paymentReference} label={t('bankTransfer.reference')} />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('bankTransfer.referenceHelp')}
          </Typography>
        </Box>
      </Box>

      {bank && (
        <>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('bankTransfer.bankDetails')}
          </Typography>
          <DetailRow label={t('bankTransfer.beneficiary')} value={bank.beneficiary} copy={false} />
          <DetailRow label={t('bankTransfer.iban')} value={bank.iban} />
          <DetailRow label={t('bankTransfer.bic')} value={bank.bic} />
          <DetailRow label={t('bankTransfer.bankName')} value={bank.bankName} copy={false} />
        </>
      )}

      <Alert severity="info" icon={<ScheduleOutlinedIcon />} sx={{ my: 3 }}>
        {t('bankTransfer.delay')}
      </Alert>

      <TransferContracts request={request} />

      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.home(lang)} variant="contained" size="large">
          {t('bankTransfer.backHome')}
        </Button>
      </Box>
    </PurchasePanel>
  )
}
