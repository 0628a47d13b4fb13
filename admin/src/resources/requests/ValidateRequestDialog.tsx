import ValidateIcon from '@mui/icons-material/CheckCircleOutline'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import type { StartDate } from '@/providers/dataProvider'
import { CalendarDateField } from '@/components/dates/CalendarDateField'
import { RequestSummary } from './RequestSummary'
import type { WorkerRequest } from './types'
import { useCountryName } from '@/components/useCountryName'
import { useServerAction } from '@/components/useServerAction'

const titleId = 'validate-request-title'

interface Props {
  request: WorkerRequest
  open: boolean
  onClose: () => void
}

/** The summary of a request and one required start date per contract country, prefilled with the proposed ones. */
export const ValidateRequestDialog = ({ request, open, onClose }: Props) => {
  const translate = useTranslate()
  const countryName = useCountryName()
  const [startDates, setStartDates] = useState<StartDate[]>(() =>
    request.contracts.map(({ countryCode, startDate }) => ({ countryCode, startDate: startDate ?? '' }))
  )
  const { mutate, isPending } = useServerAction<StartDate[]>(
    (dataProvider, dates) => dataProvider.validateRequest(request.id, dates),
    'app.requests.validate.done',
    onClose
  )
  const complete = startDates.every(({ startDate }) => startDate !== '')
  const close = () => !isPending && onClose()
  const setStartDate = (countryCode: string, startDate: string) =>
    setStartDates((dates) =>
      dates.map((date) => (date.countryCode === countryCode ? { countryCode, startDate } : date))
    )

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.requests.validate.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate(
            request.mop === 'CARD' ? 'app.requests.validate.intro_card' : 'app.requests.validate.intro'
          )}
        </DialogContentText>
        <RequestSummary request={request} />
        <Typography variant="overline" color="primary" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
          {translate('app.requests.validate.start_dates')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          {startDates.map(({ countryCode, startDate }) => (
            <CalendarDateField
              key={countryCode}
              required
              label={`${countryName(countryCode)} (${countryCode})`}
              value={startDate}
              onChange={(date) => setStartDate(countryCode, date)}
              error={startDate === ''}
              helperText={startDate === '' ? translate('ra.validation.required') : ' '}
              disabled={isPending}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {/* MUI's buttons: react-admin's show only their icon on a phone, and Cancel has none. */}
        <Button onClick={close} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<ValidateIcon />}
          onClick={() => mutate(startDates)}
          disabled={!complete || isPending}
        >
          {translate('app.requests.validate.action')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
