import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { InfoRow } from '@/components/InfoRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { User } from '@/types/api'
import { UpdateLoginDialog } from './UpdateLoginDialog'
import { UpdatePasswordDialog } from './UpdatePasswordDialog'

type OpenDialog = 'login' | 'password' | null

export function AccountCard({ user }: { user: User }) {
  const { t } = useI18n()
  const [open, setOpen] = useState<OpenDialog>(null)
  const close = () => setOpen(null)
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2.5 }}>
          {t('profile.account')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
          {user.login !== user.email && <InfoRow label={t('profile.login')}>{user.login}</InfoRow>}
          <InfoRow label={t('profile.email')}>{user.email}</InfoRow>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" startIcon={<AlternateEmailIcon />} onClick={() => setOpen('login')}>
            {t('profile.updateLogin')}
          </Button>
          <Button variant="outlined" startIcon={<LockOutlinedIcon />} onClick={() => setOpen('password')}>
            {t('profile.updatePassword')}
          </Button>
        </Stack>
      </CardContent>
      {open === 'login' && <UpdateLoginDialog user={user} onClose={close} />}
      {open === 'password' && <UpdatePasswordDialog onClose={close} />}
    </Card>
  )
}
