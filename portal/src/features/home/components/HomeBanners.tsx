import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import AddShoppingCartOutlinedIcon from '@mui/icons-material/AddShoppingCartOutlined'
import MailOutlineIcon from '@mui/icons-material/MailOutline'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { CONTACT_EMAIL, type HomeBanner } from './homeBanner'

type Props = { banner: HomeBanner; termsUrl: string | null }

/** No contract, or only expired ones: a new order or a renewal goes through the administrator. */
export function HomeBanners({ banner, termsUrl }: Props) {
  const { t } = useI18n()
  if (banner === 'none') return null

  const offer = termsUrl && (
    <Link
      href={termsUrl}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <PictureAsPdfOutlinedIcon fontSize="small" />
      {t('homeBanner.downloadOffer')}
    </Link>
  )

  if (banner === 'order') {
    return (
      <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{t('homeBanner.noContractTitle')}</AlertTitle>
        <Typography variant="body2">{t('homeBanner.noContractText')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
          {/* The company exists: a new order goes through the administrator until renewal is online. */}
          <Button
            variant="contained"
            href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t('homeBanner.order'))}`}
            startIcon={<AddShoppingCartOutlinedIcon />}
          >
            {t('homeBanner.order')}
          </Button>
          {offer}
        </Box>
      </Alert>
    )
  }

  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('homeBanner.expiredTitle')}</AlertTitle>
      <Typography variant="body2">{t('homeBanner.expiredText')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <Button
          variant="contained"
          color="warning"
          href={`mailto:${CONTACT_EMAIL}`}
          startIcon={<MailOutlineIcon />}
        >
          {t('homeBanner.contact', { email: CONTACT_EMAIL })}
        </Button>
        {offer}
      </Box>
    </Alert>
  )
}
