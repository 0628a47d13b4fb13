import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { DeclarationAnswer } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { useChangeDeclarationStatus } from '../api/changeDeclarationStatus'

type Props = { companyId: number; declaration: DeclarationAnswer; onClose: () => void }

/** A draft marked as submitted in IMI, with the number IMI gave it. */
export function SubmitDialog({ companyId, declaration, onClose }: Props) {
  const { t } = useI18n()
  const change = useChangeDeclarationStatus(companyId)
  const form = useForm({
    initial: { imiNumber: declaration.imiNumber ?? '' },
    serverFields: { imiNumber: 'imiNumber' },
  })
  const submit = async () => {
    const result = await form.submit((values) =>
      change.run({ id: declaration.id, to: 'submit', imiNumber: values.imiNumber })
    )
    if (result?.ok) onClose()
  }
  return (
    <FormDialog
      open
      title={t('declarations.submitTitle')}
      submitLabel={t('declarations.submit')}
      busy={change.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('declarations.submitText')}</Typography>
      <TextField label={t('imi.imiNumber')} fullWidth {...form.textField('imiNumber')} />
    </FormDialog>
  )
}
