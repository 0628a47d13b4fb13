import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import { useI18n } from '@/i18n/I18nProvider'

/** The product mark above the public purchase pages, as on the login page. */
export function BrandHeader() {
  const { t } = useI18n()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <BadgeOutlinedIcon />
      </Box>
      <Box>
        <Typography component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.tagline')}
        </Typography>
      </Box>
    </Box>
  )
}
