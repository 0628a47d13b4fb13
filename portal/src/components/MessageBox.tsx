import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useI18n } from '../i18n/I18nProvider'
import type { Severity } from './notifications/types'

type Props = { messages: string[]; severity?: Severity; title?: string }

/** Inline list of server messages, titled in the singular or plural like the toasts. */
export function MessageBox({ messages, severity = 'error', title }: Props) {
  const { t } = useI18n()
  if (messages.length === 0) return null
  const heading =
    title ??
    (severity === 'error' ? t(messages.length > 1 ? 'message.errorsTitle' : 'message.errorTitle') : undefined)
  return (
    <Alert severity={severity} role="alert">
      {heading && <AlertTitle>{heading}</AlertTitle>}
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  )
}
