import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { getWorkerRequest } from '../api/getWorkerRequest'
import { confirmationState, type ConfirmationState } from '../utils/confirmation'
import { clearCardPayment } from '../../order'
import { PurchasePanel } from './PurchasePanel'

/**
 * Where the provider sends the payer after an approved card payment. It says "confirmed" only once the server says
 * the request is paid, and shows its payment reference; anyone else sees a neutral page.
 */
export function ConfirmationPage() {
  const { lang, t } = useI18n()
  const [searchParams] = useSearchParams()
  const requestId = searchParams.get('requestId')

  useEffect(() => clearCardPayment(), [])
  const query = useApiQuery(
    sharedKeys.workerRequest(requestId ?? ''),
    (api) => getWorkerRequest(api, requestId ?? '', { quiet: true }),
    { enabled: requestId !== null }
  )
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
          {t(
            confirmed
              ? 'confirmation.text'
              : state.status === 'pending'
                ? 'confirmation.pendingText'
                : 'confirmation.neutralText'
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('confirmation.next')}
        </Typography>
        {state.status !== 'unknown' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('confirmation.reference', { reference: state.paymentReference })}
          </Typography>
        )}
        {/* The login page sends a visitor who is already signed in (as a new customer is) to the home page. */}
        <Button component={RouterLink} to={paths.login(lang)} variant="contained" size="large">
          {t('confirmation.toLogin')}
        </Button>
      </Box>
    </PurchasePanel>
  )
}
