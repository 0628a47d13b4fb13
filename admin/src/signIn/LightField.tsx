import { useId, type ChangeEvent } from 'react'

interface LightFieldProps {
  label: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** The message under the field; the field shows as invalid while there is one. */
  error?: string | null
  type?: 'text' | 'password'
  autoComplete?: string
  autoFocus?: boolean
  /** The phone's keyboard (`numeric` for a code). */
  inputMode?: 'text' | 'numeric'
}

/** A required text field with the look of the app's (MUI's filled, small): the label moves up once it is filled. */
export const LightField = ({ label, error, ...input }: LightFieldProps) => {
  const id = useId()
  const helpId = `${id}-help`
  return (
    <div className={error ? 'lt-field lt-field--error' : 'lt-field'}>
      <div className="lt-field__box">
        <input
          {...input}
          id={id}
          className="lt-field__input"
          // A blank placeholder lets CSS tell an empty field from a filled one (:placeholder-shown).
          placeholder=" "
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        <label className="lt-field__label" htmlFor={id}>
          {label}
          <span aria-hidden="true">{'\u2009*'}</span>
        </label>
      </div>
      {error && (
        <p id={helpId} className="lt-field__help">
          {error}
        </p>
      )}
    </div>
  )
}
