import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatDate } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useWorkerRequest } from '../api/getWorkerRequest'
import { confirmationState, type ConfirmationState } from '../utils/confirmation'
import { clearCardPayment } from '@/features/order'
import { PurchasePanel } from './PurchasePanel'

/**
 * Where the provider sends the payer after an approved card payment. It says "confirmed" only once the server says
 * the request is paid, and shows its payment reference ("scheduled from" for a contract that starts later); anyone
 * else sees a neutral page, which asks to sign in only a visitor who is not.
 */
export function ConfirmationPage() {
  const { lang, t } = useI18n()
  const signedIn = useAuth().status === 'authenticated'
  const [searchParams] = useSearchParams()
  const requestId = searchParams.get('requestId')

  useEffect(() => clearCardPayment(), [])
  const query = useWorkerRequest(requestId, { quiet: true })
  const state: ConfirmationState = !requestId
    ? { status: 'unknown' }
    : query.loading
      ? { status: 'loading' }
      : confirmationState(query.data?.request ?? null)

  if (state.status === 'loading') {
    return (
      <PurchasePanel title={t('confirmation.checking')} maxWidth={620} centered>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('confirmation.checking')} />
        </Box>
      </PurchasePanel>
    )
  }

  const confirmed = state.status === 'confirmed'
  return (
    <PurchasePanel
      title={t(confirmed ? 'confirmation.title' : 'confirmation.neutralTitle')}
      maxWidth={620}
      centered
      icon={
        confirmed ? (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} />
        ) : (
          <HourglassEmptyIcon color="action" sx={{ fontSize: 64 }} />
        )
      }
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1.5 }}>
          {state.status === 'confirmed'
            ? state.scheduledFrom
              ? t('confirmation.scheduledText', { date: formatDate(state.scheduledFrom) })
              : t(state.partlyScheduled ? 'confirmation.partlyScheduledText' : 'confirmation.text')
            : t(
                state.status === 'pending'
                  ? 'confirmation.pendingText'
                  : signedIn
                    ? 'confirmation.neutralTextSignedIn'
                    : 'confirmation.neutralText'
              )}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(signedIn ? 'confirmation.nextSignedIn' : 'confirmation.next')}
        </Typography>
        {state.status !== 'unknown' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('confirmation.reference', { reference: state.paymentReference })}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={signedIn ? paths.home(lang) : paths.login(lang)}
          variant="contained"
          size="large"
        >
          {t('confirmation.toLogin')}
        </Button>
      </Box>
    </PurchasePanel>
  )
}
