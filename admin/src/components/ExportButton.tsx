import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress } from '@mui/material'
import { useState } from 'react'
import {
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin'
import { downloadFile, formatBytes } from '../providers/download'
import { exportUrl } from '../providers/dataProvider'

/**
 * Downloads the list as a spreadsheet built by the server: the list's filters and sort, every row, or only the
 * selected ones (`ids`). While the file arrives the button shows how much has come, so a long export is visibly
 * working.
 */
export const ExportButton = ({ ids, label = 'ra.action.export' }: { ids?: Identifier[]; label?: string }) => {
  const resource = useResourceContext() ?? ''
  const { filterValues, sort, total } = useListContext()
  const notify = useNotify()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const [received, setReceived] = useState<number | null>(null)

  const start = async () => {
    setReceived(0)
    try {
      await downloadFile(
        exportUrl(locale, resource, { filter: ids ? { ...filterValues, ids } : filterValues, sort }),
        `${resource}.xlsx`,
        setReceived
      )
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setReceived(null)
    }
  }

  const busy = received !== null
  return (
    <Button
      size="small"
      onClick={start}
      disabled={busy || total === 0}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      aria-busy={busy}
    >
      {busy ? translate('app.export.progress', { size: formatBytes(received, locale) }) : translate(label)}
    </Button>
  )
}
