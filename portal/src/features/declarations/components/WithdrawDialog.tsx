import Typography from '@mui/material/Typography'
import type { DeclarationAnswer } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useChangeDeclarationStatus } from '../api/changeDeclarationStatus'

type Props = { companyId: number; declaration: DeclarationAnswer; onClose: () => void }

/** A submitted declaration withdrawn, asked again. */
export function WithdrawDialog({ companyId, declaration, onClose }: Props) {
  const { t } = useI18n()
  const change = useChangeDeclarationStatus(companyId)
  const submit = async () => {
    const result = await change.run({ id: declaration.id, to: 'withdraw' })
    if (result.ok) onClose()
  }
  return (
    <FormDialog
      open
      title={t('declarations.withdrawTitle')}
      submitLabel={t('declarations.withdraw')}
      busy={change.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{t('declarations.withdrawConfirm', { name: declaration.driverName })}</Typography>
    </FormDialog>
  )
}
