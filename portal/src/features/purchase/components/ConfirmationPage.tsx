import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import { clearCardPayment } from '../utils/paymentStorage'
import { PurchasePanel } from './PurchasePanel'

/** Where the provider sends the payer after an approved card payment. */
export function ConfirmationPage() {
  const { lang, t } = useI18n()
  const [searchParams] = useSearchParams()
  const requestId = searchParams.get('requestId')

  useEffect(() => clearCardPayment(), [])

  return (
    <PurchasePanel
      title={t('confirmation.title')}
      maxWidth={620}
      centered
      icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} />}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1.5 }}>
          {t('confirmation.text')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('confirmation.next')}
        </Typography>
        {requestId && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('confirmation.reference', { requestId })}
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
