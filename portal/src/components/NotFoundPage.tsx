import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'
import { EmptyLayout } from './layouts/EmptyLayout'
import { useDocumentTitle } from './useDocumentTitle'

export function NotFoundPage() {
  const { lang, t } = useI18n()
  useDocumentTitle(t('notFound.title'))
  return (
    <EmptyLayout>
      <Box sx={{ textAlign: 'center', maxWidth: 520, px: 2 }}>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '5rem', sm: '7rem' },
            fontWeight: 700,
            lineHeight: 1,
            color: 'primary.main',
            mb: 1,
          }}
        >
          {t('notFound.code')}
        </Typography>
        <Typography variant="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.text')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home(lang)}>
          {t('notFound.back')}
        </Button>
      </Box>
    </EmptyLayout>
  )
}
