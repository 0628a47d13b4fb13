import { useEffect, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import SendOutlinedIcon from '@mui/icons-material/SendOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { isEmail } from '@/lib/validation'
import { useSendRoadsideLink } from '../api/sendRoadsideLink'

type Props = { companyId: number; workerId: number }

/** Sends the roadside link to an address the user types (the driver's, a dispatcher's); the field empties once sent. */
export function RoadsideSendForm({ companyId, workerId }: Props) {
  const { lang, t } = useI18n()
  const sending = useSendRoadsideLink(companyId, workerId)
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }) => ({
      email: !email.trim()
        ? t('common.required')
        : isEmail(email.trim())
          ? undefined
          : t('common.emailInvalid'),
    }),
    serverFields: { email: 'email' },
  })
  // The server's message came in the former language.
  const { clearMessages } = form
  useEffect(() => clearMessages(), [lang, clearMessages])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit(({ email }) => sending.run(email.trim()))
    if (result?.ok) form.setField('email', '')
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('roadside.sendTitle')}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        {...form.textField('email')}
        type="email"
        autoComplete="email"
        size="small"
        label={t('roadside.sendTo')}
        fullWidth
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SendOutlinedIcon />}
        loading={sending.pending}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {t('roadside.send')}
      </Button>
    </Box>
  )
}
