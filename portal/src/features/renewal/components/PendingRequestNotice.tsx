import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined'
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { formatMoney } from '@posted-workers/domain'
import { usePayWorkerRequest } from '@/features/order'
import { useGoToPayment } from '@/features/order'
import type { WorkerRequest } from '@/features/order'

/**
 * The request still waiting for its money, in place of the upgrade button: its reference and amount, and the way
 * to pay it (a new card form from the server, or the transfer details).
 */
export function PendingRequestNotice({ request }: { request: WorkerRequest }) {
  const { lang, t } = useI18n()
  const payment = usePayWorkerRequest()
  const goToPayment = useGoToPayment()
  const declined = request.status === 'payment_failed'

  const pay = async () => {
    if (request.mop === 'TRANSFER') return goToPayment({ requestId: request.requestId, mop: 'TRANSFER' })
    const result = await payment.run(request.requestId)
    if (result.ok) goToPayment(result.data)
  }

  const action =
    request.mop === 'TRANSFER'
      ? t('pending.transferDetails')
      : t(declined ? 'payment.payAgain' : 'pending.payCard')

  return (
    <Alert
      severity={declined ? 'error' : 'info'}
      variant="outlined"
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>{t(declined ? 'pending.declined' : `pending.title.${request.type}`)}</AlertTitle>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('pending.details', {
          reference: request.paymentReference,
          amount: formatMoney(request.amountCents, request.currency, lang),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('pending.text')}
      </Typography>
      <Button
        variant="contained"
        color={declined ? 'error' : 'primary'}
        size="small"
        loading={payment.pending}
        startIcon={request.mop === 'TRANSFER' ? <AccountBalanceOutlinedIcon /> : <CreditCardOutlinedIcon />}
        onClick={() => void pay()}
        sx={{ mt: 1.5 }}
      >
        {action}
      </Button>
    </Alert>
  )
}
