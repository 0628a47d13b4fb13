import { Button, CircularProgress } from '@mui/material'
import { useState, type ReactElement } from 'react'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import { downloadFile, formatBytes } from '@/providers/download'

/**
 * The files a dialog downloads as the server streams them (an export, a ZIP): one at a time, its button showing the
 * bytes received, a refusal notified in the user's language. `busy` keeps the dialog open meanwhile.
 */
export function useStreamedDownloads<File extends string>() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale = 'fr'] = useLocaleState()
  const [busy, setBusy] = useState<{ file: File; received: number } | null>(null)

  const download = async (file: File, url: string, fallbackName: string) => {
    setBusy({ file, received: 0 })
    try {
      await downloadFile(url, fallbackName, (received) => setBusy({ file, received }))
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(null)
    }
  }

  /** A file's button: `main` the dialog's main choice, `disabled` while its form is not complete. */
  const button = (
    file: File,
    label: string,
    onClick: () => void,
    options: { icon?: ReactElement; main?: boolean; disabled?: boolean } = {}
  ) => (
    <Button
      key={file}
      variant={options.main ? 'contained' : 'outlined'}
      onClick={onClick}
      disabled={busy !== null || options.disabled}
      startIcon={busy?.file === file ? <CircularProgress size={16} /> : options.icon}
      aria-busy={busy?.file === file}
    >
      {busy?.file === file
        ? translate('app.export.progress', { size: formatBytes(busy.received, locale) })
        : translate(label)}
    </Button>
  )

  return { busy: busy !== null, download, button }
}
