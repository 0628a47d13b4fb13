import { useI18n } from '@/i18n/I18nProvider'
import './light.css'

/** The server's error messages on a light page, titled in the singular or plural like MessageBox. */
export function LightAlert({ messages }: { messages: string[] }) {
  const { t } = useI18n()
  if (messages.length === 0) return null
  return (
    <div className="lt-alert" role="alert">
      <p className="lt-alert__title">
        {t(messages.length > 1 ? 'message.errorsTitle' : 'message.errorTitle')}
      </p>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
