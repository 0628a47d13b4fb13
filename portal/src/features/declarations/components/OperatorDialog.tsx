import TextField from '@mui/material/TextField'
import type { OperatorAnswer } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { OPERATOR_FIELDS, useSaveOperator, type OperatorValues } from '../api/saveOperator'

type Props = { companyId: number; operator: OperatorAnswer; onClose: () => void }

/** The Community licence and the contact person in the state of establishment. */
export function OperatorDialog({ companyId, operator, onClose }: Props) {
  const { t } = useI18n()
  const save = useSaveOperator(companyId)
  const form = useForm<OperatorValues>({
    initial: () =>
      Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, operator[field] ?? ''])) as OperatorValues,
    serverFields: Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, field])),
  })
  const submit = async () => {
    const result = await form.submit((values) => save.run(values))
    if (result?.ok) onClose()
  }
  return (
    <FormDialog
      open
      title={t('operator.editTitle')}
      submitLabel={t('common.save')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      {OPERATOR_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`imi.${field}`)}
          type={
            field === 'transportContactEmail' ? 'email' : field === 'transportContactPhone' ? 'tel' : 'text'
          }
          fullWidth
          {...form.textField(field)}
        />
      ))}
    </FormDialog>
  )
}
