import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import AddShoppingCartOutlinedIcon from '@mui/icons-material/AddShoppingCartOutlined'
import AutorenewIcon from '@mui/icons-material/Autorenew'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import type { HomeBanner } from './homeBanner'
import { offerUrl } from './homeBanner'

type Props = {
  banner: HomeBanner
  /**
   * Opens the renewal modal (with a Mobility Package row when there is no contract); absent while the company may
   * not renew (a request waiting for its payment, or the new terms not approved yet).
   */
  onRenew?: () => void
}

/** No contract, or only expired ones: an order or a renewal in the renewal modal. */
export function HomeBanners({ banner, onRenew }: Props) {
  const { lang, t } = useI18n()
  if (banner === 'none') return null

  // The offer PDF (countries, packages and prices of the day) in the page's language, from the api.
  const offer = (
    <Link href={offerUrl(lang)} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
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
          {onRenew && (
            <Button variant="contained" onClick={onRenew} startIcon={<AddShoppingCartOutlinedIcon />}>
              {t('homeBanner.order')}
            </Button>
          )}
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
        {onRenew && (
          <Button variant="contained" color="warning" onClick={onRenew} startIcon={<AutorenewIcon />}>
            {t('homeBanner.renew')}
          </Button>
        )}
        {offer}
      </Box>
    </Alert>
  )
}
