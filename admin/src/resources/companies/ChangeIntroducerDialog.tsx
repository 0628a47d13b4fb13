import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import type { AppDataProvider } from '@/providers/dataProvider'

const titleId = 'change-introducer-title'

/**
 * Gives the company's running contracts (and the renewals scheduled after them) another business introducer.
 * The server says whether it may (no running contract, or a request waiting for payment, forbid it): the dialog
 * then says so and offers nothing to confirm.
 */
export const ChangeIntroducerDialog = ({
  companyId,
  companyName,
  onClose,
}: {
  companyId: Identifier
  companyName: string
  onClose: () => void
}) => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [chosen, setChosen] = useState<number | ''>('')
  const [touched, setTouched] = useState(false)
  const [saving, setSaving] = useState(false)

  const state = useQuery({
    queryKey: ['companies', companyId, 'activeContracts'],
    queryFn: () => dataProvider.listActiveContracts(companyId),
    staleTime: 0,
  })
  const introducers = useQuery({
    queryKey: ['businessIntroducers', 'available'],
    queryFn: () => dataProvider.listAvailableIntroducers(),
  })

  const disabled = state.data?.updateDisable ?? true
  const current = new Set(state.data?.businessIntroducerIds ?? [])
  const missing = touched && chosen === ''

  const confirm = async () => {
    setTouched(true)
    if (chosen === '' || disabled) return
    setSaving(true)
    try {
      const answer = await dataProvider.updateActiveContracts(companyId, chosen)
      notify(answer.successes?.[0]?.message ?? 'ra.notification.updated', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      })
      refresh()
      onClose()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate('app.companies.change_introducer.title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {companyName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {(state.isPending || introducers.isPending) && <LinearProgress />}
        {state.isError && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
        {state.data && (
          <>
            {state.data.workerContracts.length > 0 && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('app.companies.change_introducer.contracts')}{' '}
                {state.data.workerContracts
                  .map(
                    (contract) =>
                      `${contract.countryCode} (${formatDate(contract.startDate)} – ${formatDate(contract.endDate)}${
                        contract.promoCode ? `, ${contract.promoCode}` : ''
                      })`
                  )
                  .join(' · ')}
              </Typography>
            )}
            {disabled ? (
              <Alert severity="info">
                {translate('app.companies.change_introducer.not_allowed')}
                {state.data.reason && ` ${translate(`app.companies.change_introducer.${state.data.reason}`)}`}
              </Alert>
            ) : (
              <TextField
                select
                fullWidth
                required
                label={translate('app.companies.change_introducer.introducer')}
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
                onBlur={() => setTouched(true)}
                error={missing}
                helperText={
                  missing
                    ? translate('ra.validation.required')
                    : translate('app.companies.change_introducer.hint')
                }
              >
                {(introducers.data ?? []).map((introducer) => (
                  <MenuItem key={introducer.id} value={introducer.id}>
                    {introducer.name} ({introducer.code})
                    {current.has(introducer.id) &&
                      ` · ${translate('app.companies.change_introducer.current')}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={disabled || saving || chosen === ''}>
          {translate('app.companies.change_introducer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
