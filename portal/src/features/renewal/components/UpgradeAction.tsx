import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { PendingRequestNotice } from './PendingRequestNotice'
import { useRenewal } from './RenewalContext'

/**
 * Above the contracts: "add workers or countries" when the company may upgrade, or the request waiting for its
 * payment, which blocks any change until it is paid.
 */
export function UpgradeAction() {
  const { t } = useI18n()
  const renewal = useRenewal()
  const account = renewal?.account
  if (!renewal || !account) return null
  if (account.pendingWorkerRequest) return <PendingRequestNotice request={account.pendingWorkerRequest} />
  if (!account.isUpgradeAccountAllowed) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        startIcon={<GroupAddOutlinedIcon />}
        onClick={renewal.openUpgrade}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t('upgrade.open')}
      </Button>
    </Box>
  )
}
