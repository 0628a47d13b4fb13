import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { CODE_FIELDS } from '../api/enableTotp'
import { useRenewRecoveryCodes } from '../api/renewRecoveryCodes'
import { RecoveryCodesDialog } from './RecoveryCodesDialog'

/** New recovery codes after a code of the current factor; shown once like the first ones. */
export function RenewRecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const renew = useRenewRecoveryCodes()
  const [codes, setCodes] = useState<string[] | null>(null)
  const form = useForm({
    initial: { code: '' },
    validate: ({ code }) => ({ code: code.trim() ? undefined : t('common.required') }),
    serverFields: Object.fromEntries(CODE_FIELDS.map((field) => [field, field])),
  })

  const submit = async () => {
    const result = await form.submit(({ code }) => renew.run({ code: code.trim() }))
    if (result?.ok) setCodes(result.data.recoveryCodes)
  }

  if (codes) return <RecoveryCodesDialog codes={codes} onDone={onClose} />
  return (
    <FormDialog
      open
      title={t('totp.renew')}
      submitLabel={t('totp.generate')}
      busy={renew.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('totp.renewText')}</Typography>
      <TextField
        {...form.textField('code')}
        label={t('totp.codeOrRecovery')}
        autoComplete="one-time-code"
        required
        autoFocus
      />
    </FormDialog>
  )
}
