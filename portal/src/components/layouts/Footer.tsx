import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useI18n } from '../../i18n/I18nProvider'

export function Footer() {
  const { t } = useI18n()
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('app.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  )
}
