import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AutorenewIcon from '@mui/icons-material/Autorenew'
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { PendingRequestNotice } from './PendingRequestNotice'
import { useRenewal } from './RenewalContext'

/**
 * Above the contracts: "add workers or countries" when the company may upgrade, or the request waiting for its
 * payment, which blocks any change until it is paid. `withRenew` adds "renew" whenever a contract can be renewed
 * (an admin on a company page has no banner nor alert for a company whose contracts have all ended).
 */
export function UpgradeAction({ withRenew = false }: { withRenew?: boolean }) {
  const { t } = useI18n()
  const renewal = useRenewal()
  const account = renewal?.account
  if (!renewal || !account) return null
  if (account.pendingWorkerRequest) return <PendingRequestNotice request={account.pendingWorkerRequest} />
  const renewable =
    withRenew && account.isRenewAllowed && account.contracts.some((contract) => contract.renewal !== null)
  if (!account.isUpgradeAccountAllowed && !renewable) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
      {renewable && (
        <Button
          variant="outlined"
          startIcon={<AutorenewIcon />}
          onClick={() => renewal.openRenew()}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('renewal.renewContracts')}
        </Button>
      )}
      {account.isUpgradeAccountAllowed && (
        <Button
          variant="contained"
          startIcon={<GroupAddOutlinedIcon />}
          onClick={renewal.openUpgrade}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('upgrade.open')}
        </Button>
      )}
    </Box>
  )
}
