import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AddLinkIcon from '@mui/icons-material/AddLink'
import { useI18n } from '@/i18n/I18nProvider'

type Props = {
  /** The link was revoked in this dialog a moment ago. */
  revoked: boolean
  pending: boolean
  onCreate: () => void
}

/** A posting without a live link: what that means, and the button that makes one. */
export function RoadsideNoLink({ revoked, pending, onCreate }: Props) {
  const { t } = useI18n()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Alert severity={revoked ? 'warning' : 'info'} variant="outlined" sx={{ alignSelf: 'stretch' }}>
        {t(revoked ? 'roadside.revokedNote' : 'roadside.noLink')}
      </Alert>
      <Button variant="contained" startIcon={<AddLinkIcon />} loading={pending} onClick={onCreate}>
        {t(revoked ? 'roadside.createAgain' : 'roadside.create')}
      </Button>
    </Box>
  )
}
