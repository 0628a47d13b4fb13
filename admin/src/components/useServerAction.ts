import { useMutation } from '@tanstack/react-query'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import type { ActionAnswer, AppDataProvider } from '@/providers/dataProvider'

/** Notifies a message key or a server's message, the latter shown as is (`_`: no missing-key warning). */
const useNotifyMessage = () => {
  const notify = useNotify()
  return (message: string, type: 'success' | 'error') =>
    notify(message, { type, messageArgs: { _: message } })
}

/**
 * A custom action on the server (a request validated or removed, a second factor reset): on success the server's
 * message (else `successMessage`), `onDone`, and fresh data; on failure the server's message, leaving the dialog open
 * so the admin can retry or cancel.
 */
export const useServerAction = <Variables>(
  call: (dataProvider: AppDataProvider, variables: Variables) => Promise<ActionAnswer>,
  successMessage: string,
  onDone: () => void
) => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const notify = useNotifyMessage()
  const refresh = useRefresh()
  return useMutation<ActionAnswer, Error, Variables>({
    mutationFn: (variables) => call(dataProvider, variables),
    onSuccess: (answer) => {
      notify(answer.successes?.[0]?.message ?? successMessage, 'success')
      onDone()
      refresh()
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', 'error'),
  })
}
