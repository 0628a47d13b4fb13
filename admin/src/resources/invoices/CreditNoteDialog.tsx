import CreditIcon from '@mui/icons-material/RemoveCircleOutline'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  TextField,
} from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { todayIso } from '@posted-workers/domain'
import { useState, type MouseEvent } from 'react'
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin'
import { CalendarDateField } from '@/components/dates/CalendarDateField'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import type { ActionAnswer, AppDataProvider } from '@/providers/dataProvider'
import { checkCreditNote, serverFieldErrors, type CreditNoteField, type FieldMessage } from './creditNoteForm'
import type { Invoice } from './types'

const titleId = 'credit-note-title'

/**
 * A credit note on the invoice: dated today unless changed, an amount excluding tax in euros, at most what is left
 * to credit. The server decides (its refusals show on their fields); the list is refreshed once it is issued.
 */
export const CreditNoteDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AppDataProvider>()
  const [locale = 'fr'] = useLocaleState()
  const today = todayIso()
  const [values, setValues] = useState({ date: today, amount: '' })
  const [errors, setErrors] = useState<Partial<Record<CreditNoteField, string>>>({})
  const [general, setGeneral] = useState<string[]>([])
  const money = (cents: number) => formatAmount(cents, invoice.currency, locale)
  const say = (message: FieldMessage) =>
    translate(message.key, {
      amount: message.cents === undefined ? undefined : money(message.cents),
      date: message.date && formatDate(message.date),
    })

  const creation = useMutation<ActionAnswer, unknown, { date: string; amount: number }>({
    mutationFn: (input) => dataProvider.createCreditNote(invoice.id, input),
    onSuccess: (answer) => {
      notify(answer.successes?.[0]?.message ?? 'app.billing.credit_note.done', {
        type: 'success',
        messageArgs: { _: answer.successes?.[0]?.message },
      })
      refresh()
      onClose()
    },
    onError: (error) => {
      const refused = serverFieldErrors(error)
      setErrors(refused.fields)
      setGeneral(refused.general)
    },
  })
  const busy = creation.isPending

  const change = (field: CreditNoteField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }
  const submit = () => {
    const check = checkCreditNote(values, invoice, today)
    const found = Object.entries(check.errors).map(([field, message]) => [field, say(message)])
    setErrors(Object.fromEntries(found))
    setGeneral([])
    if (found.length === 0 && check.amountCents !== null) {
      creation.mutate({ date: values.date, amount: check.amountCents })
    }
  }
  const close = () => !busy && onClose()

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // The dialog sits in a list row: its clicks must not open the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>
        {translate('app.billing.credit_note.title', { number: invoice.number })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.billing.credit_note.intro', {
            date: formatDate(invoice.issueDate),
            amount: money(invoice.amountWithoutTaxCents),
          })}
        </DialogContentText>
        {general.map((message) => (
          <Alert key={message} severity="error" sx={{ mb: 2 }}>
            {translate(message, { _: message })}
          </Alert>
        ))}
        <Box sx={{ display: 'grid', gap: 1 }}>
          <CalendarDateField
            required
            label={translate('app.billing.credit_note.date')}
            value={values.date}
            onChange={(date) => change('date', date)}
            error={Boolean(errors.date)}
            helperText={errors.date ?? ' '}
            disabled={busy}
            minDate={invoice.issueDate}
            maxDate={today}
          />
          <TextField
            required
            name="amount"
            label={translate('app.billing.credit_note.amount')}
            value={values.amount}
            onChange={(event) => change('amount', event.target.value)}
            error={Boolean(errors.amount)}
            helperText={
              errors.amount ??
              translate('app.billing.credit_note.max', { amount: money(invoice.creditableCents) })
            }
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{invoice.currency}</InputAdornment> },
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {/* MUI's button: react-admin's keeps only its icon on a phone, and this one must say what it does. */}
        <Button variant="contained" onClick={submit} disabled={busy} startIcon={<CreditIcon />}>
          {translate('app.billing.credit_note.create')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
