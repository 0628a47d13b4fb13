import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock'
import { useI18n } from '@/i18n/I18nProvider'
import type { User } from '@/types/api'
import { DisableTotpDialog } from './DisableTotpDialog'
import { EnableTotpDialog } from './EnableTotpDialog'
import { RenewRecoveryCodesDialog } from './RenewRecoveryCodesDialog'

type OpenDialog = 'enable' | 'disable' | 'renew' | null

/** The profile's "Two-factor sign-in" section: optional for customers. */
export function TotpCard({ user }: { user: User }) {
  const { t } = useI18n()
  const [open, setOpen] = useState<OpenDialog>(null)
  const close = () => setOpen(null)
  return (
    <Card component="section" aria-labelledby="totp-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
          <Typography variant="h2" id="totp-title">
            {t('totp.title')}
          </Typography>
          {user.totpEnabled && <Chip size="small" color="success" label={t('totp.active')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t(user.totpEnabled ? 'totp.on' : 'totp.off')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {user.totpEnabled ? (
            <>
              <Button variant="outlined" onClick={() => setOpen('renew')}>
                {t('totp.renew')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen('disable')}>
                {t('totp.disable')}
              </Button>
            </>
          ) : (
            <Button variant="contained" startIcon={<PhonelinkLockIcon />} onClick={() => setOpen('enable')}>
              {t('totp.enable')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {open === 'enable' && <EnableTotpDialog onClose={close} />}
      {open === 'disable' && <DisableTotpDialog onClose={close} />}
      {open === 'renew' && <RenewRecoveryCodesDialog onClose={close} />}
    </Card>
  )
}
