import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import { useI18n } from '../../../i18n/I18nProvider'

type Props = { title: string; subtitle?: string; children: ReactNode }

/** The centred card of the public pages, headed by the product name. */
export function AuthCard({ title, subtitle, children }: Props) {
  const { t } = useI18n()
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 440,
        p: { xs: 3, sm: 5 },
        border: 1,
        borderColor: 'divider',
        boxShadow: 3,
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 1.5,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <BadgeOutlinedIcon fontSize="large" />
        </Box>
        <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('app.tagline')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  )
}
