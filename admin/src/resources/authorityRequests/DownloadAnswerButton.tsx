import DownloadIcon from '@mui/icons-material/Download'
import { useState } from 'react'
import { Button, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin'
import { downloadFile, formatBytes } from '@/providers/download'
import type { AuthorityRequest } from './types'

/** The answer's files as one ZIP (by driver and kind), downloaded as the server streams it. */
export const DownloadAnswerButton = () => {
  const request = useRecordContext<AuthorityRequest>()
  const [locale = 'fr'] = useLocaleState()
  const translate = useTranslate()
  const notify = useNotify()
  const [received, setReceived] = useState<number | null>(null)
  if (!request) return null
  const download = async () => {
    setReceived(0)
    try {
      await downloadFile(
        `/${locale}/api/admin/authorityRequests/${request.id}/download`,
        'authority-request.zip',
        setReceived
      )
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setReceived(null)
    }
  }
  return (
    <Button
      label={
        received === null
          ? 'app.authority_requests.download'
          : translate('app.export.progress', { size: formatBytes(received, locale) })
      }
      onClick={download}
      disabled={received !== null || request.files.length === 0}
    >
      <DownloadIcon />
    </Button>
  )
}
