import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { VisibilityIcon, VisibilityOffIcon } from './icons'
import './light.css'
import './light-field.css'

type Props = {
  label: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** The message under the field; the field shows as invalid while there is one. */
  error?: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  autoFocus?: boolean
  /** The phone's keyboard (`numeric` for a code). */
  inputMode?: 'text' | 'numeric'
  trailing?: ReactNode
}

/** An outlined text field of the light pages (the look of MUI's, without MUI): label on the border once filled. */
export function LightField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  inputMode,
  trailing,
}: Props) {
  const id = useId()
  const helpId = `${id}-help`
  return (
    <div className={error ? 'lt-field lt-field--error' : 'lt-field'}>
      <div className="lt-field__box">
        <input
          id={id}
          className="lt-field__input"
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          // A blank placeholder lets CSS tell an empty field from a filled one (:placeholder-shown).
          placeholder=" "
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        <label className="lt-field__label" htmlFor={id}>
          {label}
        </label>
        {trailing}
      </div>
      {error && (
        <p id={helpId} className="lt-field__help">
          {error}
        </p>
      )}
    </div>
  )
}

/** A password field with the button that shows or hides what was typed. */
export function LightPasswordField(props: Omit<Props, 'type' | 'trailing'>) {
  const { t } = useI18n()
  const [visible, setVisible] = useState(false)
  return (
    <LightField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="lt-field__toggle"
          onClick={() => setVisible((current) => !current)}
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </button>
      }
    />
  )
}
