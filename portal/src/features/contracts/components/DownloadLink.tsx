import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useI18n } from '@/i18n/I18nProvider'

/** A plain same-origin link: the session cookie goes with it and the api answers with an attachment. */
export function DownloadLink({ href, label }: { href: string; label: string }) {
  const { t } = useI18n()
  return (
    <Tooltip title={t('contracts.download')}>
      <IconButton component="a" href={href} download aria-label={label} size="small" color="primary">
        <FileDownloadOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}
