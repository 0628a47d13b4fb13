import { useState } from 'react'
import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { FormDialog } from '../../../components/FormDialog'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApiMutation } from '../../../lib/queries'
import { contractsKeys } from '../api/keys'
import { createCreditNote, type CreateCreditNoteInput } from '../api/createCreditNote'
import type { Invoice } from '../types'
import { parseEuros, todayIso } from '@posted-workers/domain'
import { splitServerErrors } from './serverErrors'

const FIELDS = ['date', 'amount'] as const
type Field = (typeof FIELDS)[number]

type Props = { companyId: number; invoice: Invoice; onClose: () => void }

/** Admin: a credit note on an invoice, dated today unless changed; the amount excludes tax. */
export function AddCreditNoteDialog({ companyId, invoice, onClose }: Props) {
  const { t } = useI18n()
  // Added, the credit note shows under its invoice in the company's invoice lists.
  const creation = useApiMutation(
    (client, input: CreateCreditNoteInput) => createCreditNote(client, invoice.id, input),
    () => [contractsKeys.invoices(companyId)]
  )
  const today = todayIso()
  const [values, setValues] = useState<Record<Field, string>>({ date: today, amount: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [general, setGeneral] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const change = (field: Field, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const submit = async () => {
    const problems: Partial<Record<Field, string>> = {}
    const amount = parseEuros(values.amount)
    if (!values.date) problems.date = t('common.required')
    else if (values.date > today) problems.date = t('adminInvoices.futureDate')
    if (!values.amount.trim()) problems.amount = t('common.required')
    else if (amount === null || amount === 0) problems.amount = t('adminInvoices.invalidAmount')
    setErrors(problems)
    setGeneral([])
    if (Object.keys(problems).length > 0 || amount === null) return

    setBusy(true)
    const result = await creation.run({ date: values.date, amount })
    setBusy(false)
    if (result.ok) {
      onClose()
      return
    }
    const split = splitServerErrors(result.errors, FIELDS)
    setErrors(split.fieldErrors)
    setGeneral(
      split.general.length > 0 || Object.keys(split.fieldErrors).length > 0
        ? split.general
        : [t('adminInvoices.failed')]
    )
  }

  return (
    <FormDialog
      open
      title={t('adminInvoices.addCreditNoteTitle', { number: invoice.number })}
      submitLabel={t('adminInvoices.create')}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {general.length > 0 && (
        <Alert severity="error" role="alert">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <TextField
        name="date"
        type="date"
        required
        label={t('adminInvoices.date')}
        value={values.date}
        onChange={(event) => change('date', event.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        name="amount"
        required
        label={t('adminInvoices.creditAmount')}
        inputMode="decimal"
        placeholder="79,00"
        value={values.amount}
        onChange={(event) => change('amount', event.target.value)}
        error={Boolean(errors.amount)}
        helperText={errors.amount}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
      />
    </FormDialog>
  )
}
