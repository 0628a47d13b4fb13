import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { parseEuros, todayIso } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { useCreateInvoice } from '../api/createInvoice'
import { amountProblem, documentDateProblem } from '../utils/adminDocumentForm'

type Props = { companyId: number; contractId: number; onClose: () => void }

const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }

/**
 * Admin: a manual invoice on a contract, excluding tax. The server taxes it by the VAT rule (reverse charge for a
 * company established in another country with a VAT number, the seller country's rate otherwise).
 */
export function AddInvoiceDialog({ companyId, contractId, onClose }: Props) {
  const { t } = useI18n()
  const creation = useCreateInvoice(companyId, contractId)
  const today = todayIso()
  const form = useForm({
    initial: { date: today, amountWithoutTax: '', description: '' },
    validate: (values) => {
      const date = documentDateProblem(values.date, today)
      const amount = amountProblem(values.amountWithoutTax)
      return {
        date: date && t(date),
        amountWithoutTax: amount && t(amount),
        description: values.description.trim() ? undefined : t('common.required'),
      }
    },
    serverFields: { date: 'date', amountWithoutTax: 'amountWithoutTax', description: 'description' },
    quiet: true,
    failedMessage: t('adminInvoices.failed'),
  })

  const submit = async () => {
    const result = await form.submit((values) =>
      creation.run({
        date: values.date,
        amountWithoutTax: parseEuros(values.amountWithoutTax) ?? 0,
        description: values.description.trim(),
      })
    )
    if (result?.ok) onClose()
  }

  return (
    <FormDialog
      open
      title={t('adminInvoices.addInvoice')}
      submitLabel={t('adminInvoices.create')}
      busy={creation.pending}
      errors={form.general}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        {...form.textField('date')}
        required
        type="date"
        label={t('adminInvoices.date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        {...form.textField('amountWithoutTax')}
        required
        label={t('adminInvoices.amountWithoutTax')}
        inputMode="decimal"
        placeholder="474,00"
        slotProps={euros}
      />
      <Alert severity="info">{t('adminInvoices.vatByRule')}</Alert>
      <TextField
        {...form.textField('description')}
        required
        label={t('adminInvoices.description')}
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
