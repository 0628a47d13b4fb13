import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { parseEuros, todayIso } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { useCreateCreditNote } from '../api/createCreditNote'
import type { Invoice } from '../types'
import { amountProblem, documentDateProblem } from '../utils/adminDocumentForm'

type Props = { companyId: number; invoice: Invoice; onClose: () => void }

/** Admin: a credit note on an invoice, dated today unless changed; the amount excludes tax. */
export function AddCreditNoteDialog({ companyId, invoice, onClose }: Props) {
  const { t } = useI18n()
  const creation = useCreateCreditNote(companyId, invoice.id)
  const today = todayIso()
  const form = useForm({
    initial: { date: today, amount: '' },
    validate: (values) => {
      const date = documentDateProblem(values.date, today)
      const amount = amountProblem(values.amount)
      return { date: date && t(date), amount: amount && t(amount) }
    },
    serverFields: { date: 'date', amount: 'amount' },
    quiet: true,
    failedMessage: t('adminInvoices.failed'),
  })

  const submit = async () => {
    const result = await form.submit((values) =>
      creation.run({ date: values.date, amount: parseEuros(values.amount) ?? 0 })
    )
    if (result?.ok) onClose()
  }

  return (
    <FormDialog
      open
      title={t('adminInvoices.addCreditNoteTitle', { number: invoice.number })}
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
        {...form.textField('amount')}
        required
        label={t('adminInvoices.creditAmount')}
        inputMode="decimal"
        placeholder="79,00"
        slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
      />
    </FormDialog>
  )
}
