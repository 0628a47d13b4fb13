import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import AutorenewIcon from '@mui/icons-material/Autorenew'
import { useI18n } from '@/i18n/I18nProvider'
import { useRemindLater } from '../api/remindLater'
import type { Contract } from '../types'
import { contractCode } from '../utils/contractTabs'
import { daysLeft } from '../utils/format'

type Props = {
  contracts: Contract[]
  companyId: number
  /** Opens the renewal of a contract; without it (a request pending, terms not approved) no renew button. */
  onRenew?: (contract: Contract) => void
  /** "Remind me later" belongs with the orders: false for a role that renews nothing (an accountant reads the alert). */
  mayDismiss?: boolean
}

/**
 * One alert per expiring contract (country code, EU for the Mobility Package, days left) with "remind me later"
 * and, when the company may renew, "renew".
 */
export function ExpiringAlerts({ companyId, contracts, onRenew, mayDismiss = true }: Props) {
  const { lang, t } = useI18n()
  const dismissal = useRemindLater(companyId)
  const expiring = contracts.filter((contract) => contract.isExpiring)
  if (expiring.length === 0) return null

  const busy = dismissal.pending ? dismissal.variables : null

  return (
    <Stack spacing={1.5} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
      {expiring.map((contract) => (
        <Alert
          key={contract.id}
          severity="warning"
          sx={{
            // On phones the buttons go under the text, which keeps the icon's row.
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
            '& .MuiAlert-action': {
              flexBasis: { xs: '100%', sm: 'auto' },
              justifyContent: 'flex-end',
              ml: { xs: 0, sm: 'auto' },
              pl: { xs: 0, sm: 2 },
              pt: { xs: 0, sm: 0.5 },
            },
          }}
          action={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {mayDismiss && (
                <Button
                  color="inherit"
                  size="small"
                  disabled={busy === contract.id}
                  onClick={() => void dismissal.run(contract.id)}
                >
                  {t('contracts.remindLater')}
                </Button>
              )}
              {onRenew && (
                <Button
                  color="warning"
                  variant="contained"
                  size="small"
                  startIcon={<AutorenewIcon />}
                  onClick={() => onRenew(contract)}
                >
                  {t('renewal.renew')}
                </Button>
              )}
            </Stack>
          }
        >
          <AlertTitle>{t('contracts.expiringTitle', { code: contractCode(contract) })}</AlertTitle>
          {daysLeft(contract.remainingDays ?? 0, lang, t)}
        </Alert>
      ))}
    </Stack>
  )
}
