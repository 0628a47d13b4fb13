import { useState } from 'react'
import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { FormDialog } from '../../../components/FormDialog'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApiMutation } from '../../../lib/queries'
import { contractsKeys } from '../api/keys'
import { createInvoice, type CreateInvoiceInput } from '../api/createInvoice'
import { parseEuros, todayIso } from '@posted-workers/domain'
import { splitServerErrors } from './serverErrors'

const FIELDS = ['date', 'amountWithoutTax', 'description'] as const
type Field = (typeof FIELDS)[number]

type Props = { companyId: number; contractId: number; onClose: () => void }

/**
 * Admin: a manual invoice on a contract, excluding tax. The server taxes it by the VAT rule (reverse charge for a
 * company established in another country with a VAT number, the seller country's rate otherwise).
 */
export function AddInvoiceDialog({ companyId, contractId, onClose }: Props) {
  const { t } = useI18n()
  // Added, the invoice is in the company's invoice lists.
  const creation = useApiMutation(
    (client, input: CreateInvoiceInput) => createInvoice(client, contractId, input),
    () => [contractsKeys.invoices(companyId)]
  )
  const today = todayIso()
  const [values, setValues] = useState<Record<Field, string>>({
    date: today,
    amountWithoutTax: '',
    description: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [general, setGeneral] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const change = (field: Field, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const submit = async () => {
    const problems: Partial<Record<Field, string>> = {}
    const withoutTax = parseEuros(values.amountWithoutTax)
    if (!values.date) problems.date = t('common.required')
    else if (values.date > today) problems.date = t('adminInvoices.futureDate')
    if (!values.amountWithoutTax.trim()) problems.amountWithoutTax = t('common.required')
    else if (withoutTax === null || withoutTax === 0)
      problems.amountWithoutTax = t('adminInvoices.invalidAmount')
    if (!values.description.trim()) problems.description = t('common.required')
    setErrors(problems)
    setGeneral([])
    if (Object.keys(problems).length > 0 || withoutTax === null) return

    setBusy(true)
    const result = await creation.run({
      date: values.date,
      amountWithoutTax: withoutTax,
      description: values.description.trim(),
    })
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

  const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }
  const fieldProps = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  })

  return (
    <FormDialog
      open
      title={t('adminInvoices.addInvoice')}
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
        {...fieldProps('date')}
        type="date"
        label={t('adminInvoices.date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        {...fieldProps('amountWithoutTax')}
        label={t('adminInvoices.amountWithoutTax')}
        inputMode="decimal"
        placeholder="474,00"
        slotProps={euros}
      />
      <Alert severity="info">{t('adminInvoices.vatByRule')}</Alert>
      <TextField
        {...fieldProps('description')}
        label={t('adminInvoices.description')}
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
