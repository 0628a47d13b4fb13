import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'

/** Back to the customer portal: a full page load, the portal being another application. */
export const PortalLink = () => {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const href = `/${locale}/home`
  const label = translate('app.portal_link')

  return isSmall ? (
    <Tooltip title={label}>
      <IconButton color="inherit" href={href} aria-label={label}>
        <OpenInNewIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button color="inherit" href={href} startIcon={<OpenInNewIcon />} sx={{ textTransform: 'none', mx: 1 }}>
      {label}
    </Button>
  )
}
