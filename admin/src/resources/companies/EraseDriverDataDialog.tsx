import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin'
import type { AppDataProvider } from '@/providers/dataProvider'
import type { CompanyDriver } from './types'

const titleId = 'erase-driver-data-title'

/**
 * Confirms a driver's erasure, which cannot be undone. The server may refuse it (409: he is posted on a running or
 * scheduled contract, an inspector's request holds him): the dialog then stays open with the reason it gave. Once
 * erased, the list is read again and he is gone from it.
 */
export const EraseDriverDataDialog = ({
  driver,
  onClose,
}: {
  driver: CompanyDriver
  onClose: () => void
}) => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [erasing, setErasing] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const erase = async () => {
    setErasing(true)
    setRefusal(null)
    try {
      const answer = await dataProvider.eraseDriver(driver.eraseUrl)
      const message = answer.successes?.[0]?.message ?? 'ra.notification.deleted'
      notify(message, { type: 'success', messageArgs: { smart_count: 1, _: message } })
      refresh()
      onClose()
    } catch (error) {
      // The server's reason comes translated; a react-admin key (the server unreachable) is translated here.
      const message = error instanceof Error ? error.message : 'ra.notification.http_error'
      setRefusal(translate(message, { _: message }))
    } finally {
      setErasing(false)
    }
  }

  return (
    <Dialog open onClose={erasing ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate('app.privacy.drivers.erase_title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {driver.firstName} {driver.lastName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning">{translate('app.privacy.drivers.erase_text')}</Alert>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={erasing}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={erase} disabled={erasing}>
          {translate('app.privacy.drivers.erase_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
