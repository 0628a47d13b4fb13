import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import ReplayIcon from '@mui/icons-material/Replay'
import { Navigate, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useWorkerRequest } from '../api/getWorkerRequest'
import { usePayWorkerRequest } from '@/features/order'
import { readCardPayment, storeCardPayment } from '@/features/order'
import { PaymentFrame } from './PaymentFrame'
import { PurchasePanel } from './PurchasePanel'

/**
 * The card payment: the provider's page in a frame. The provider sends the browser back here with
 * `declined=1` when the card was refused; paying again asks the server for a new form.
 */
export function PaymentPage() {
  const { lang, t } = useI18n()
  const newForm = usePayWorkerRequest()
  const [searchParams] = useSearchParams()
  const [payment, setPayment] = useState(readCardPayment)
  const [declined, setDeclined] = useState(searchParams.get('declined') === '1')
  const [attempt, setAttempt] = useState(1)
  const requestId = payment?.requestId ?? (declined ? searchParams.get('requestId') : null)
  // The payment reference reads better than the request id; the id stays when the request cannot be read.
  const request = useWorkerRequest(requestId, { quiet: true })
  const reference = request.data?.request?.paymentReference ?? null

  if (!requestId) return <Navigate to={paths.register(lang)} replace />

  const payAgain = async () => {
    const result = await newForm.run(requestId)
    if (!result.ok) return
    const next = {
      requestId: result.data.requestId,
      paymentRedirectionForm: result.data.paymentRedirectionForm,
    }
    storeCardPayment(next)
    setPayment(next)
    setAttempt((current) => current + 1)
    setDeclined(false)
  }

  return (
    <PurchasePanel title={t('payment.title')} subtitle={t('payment.subtitle')} maxWidth={880}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        <LockOutlinedIcon fontSize="small" color="success" />
        <Typography variant="body2">
          {t('payment.reference', { requestId: reference ?? requestId })}
        </Typography>
      </Box>
      {declined || !payment ? (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            <AlertTitle>{t('payment.declined')}</AlertTitle>
            {t('payment.declinedText')}
          </Alert>
          <Button
            variant="contained"
            size="large"
            startIcon={<ReplayIcon />}
            loading={newForm.pending}
            onClick={payAgain}
          >
            {t('payment.payAgain')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('payment.otherwise')}
          </Typography>
        </>
      ) : (
        <PaymentFrame key={attempt} form={payment.paymentRedirectionForm} />
      )}
    </PurchasePanel>
  )
}
