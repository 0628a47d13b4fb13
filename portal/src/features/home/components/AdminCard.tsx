import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'

export function AdminCard() {
  const { t } = useI18n()
  return (
    <Card>
      <CardHeader
        avatar={<AdminPanelSettingsOutlinedIcon color="primary" />}
        title={t('home.adminTitle')}
        slotProps={{ title: { variant: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary">{t('home.adminText')}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* The back-office is a separate application: a full page load. */}
        <Button variant="contained" href={paths.backOffice} endIcon={<ArrowForwardIcon />}>
          {t('home.adminButton')}
        </Button>
      </CardActions>
    </Card>
  )
}
