import { useCallback, useState } from 'react'
import type { ApiResult } from '../api'

/** Messages by field, already in the page's language. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>

type Options<V> = {
  initial: V | (() => V)
  /** The form's own checks, run before anything is sent. */
  validate?: (values: V) => FormErrors<V>
  /** The server's field paths (`profile.phone.number`) and the field each message goes under. */
  serverFields?: Readonly<Record<string, keyof V & string>>
  /**
   * The call is quiet (the form shows every message itself): the messages of no field go to `general`. Otherwise the
   * api client has toasted them already.
   */
  quiet?: boolean
  /** What `general` says when a quiet call fails without any message (no answer at all). */
  failedMessage?: string
}

/**
 * The portal's one form layer: values, messages under fields (the form's checks, then the server's), the messages
 * that belong to no field, and a submit that sends through the mutation it is given. It keeps no busy flag: the
 * mutation's `pending` says whether a submit is under way.
 */
export function useForm<V extends Record<string, unknown>>({
  initial,
  validate,
  serverFields = {},
  quiet = false,
  failedMessage,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FormErrors<V>>({})
  const [general, setGeneral] = useState<string[]>([])

  const setField = useCallback(<F extends keyof V & string>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }))
  }, [])

  /**
   * Checks the values, then sends them; the answer's field messages go under their fields, the others into
   * `general` for a quiet call. Resolves to null when the form's own checks stopped it, else to the api's result.
   */
  const submit = async <T>(send: (values: V) => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> => {
    const problems = validate?.(values) ?? {}
    setErrors(problems)
    setGeneral([])
    if (Object.values(problems).some(Boolean)) return null
    const result = await send(values)
    if (!result.ok) {
      const { fieldErrors, others } = splitByField(result.errors, serverFields)
      setErrors(fieldErrors)
      if (quiet)
        setGeneral(
          others.length === 0 && result.errors.length === 0 && failedMessage ? [failedMessage] : others
        )
    }
    return result
  }

  /** Forgets every message (the page's language changed: the server's came in the former one). */
  const clearMessages = useCallback(() => {
    setErrors({})
    setGeneral([])
  }, [])

  /** What an MUI text field of `field` reads and writes: its value, its message. */
  const textField = <F extends keyof V & string>(field: F) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value as V[F]),
    error: Boolean(errors[field]),
    helperText: errors[field],
  })

  return {
    values,
    setValues,
    setField,
    errors,
    setErrors,
    general,
    setGeneral,
    clearMessages,
    submit,
    textField,
  }
}

/** The server's messages under the fields they name, the others apart. */
export function splitByField<F extends string>(
  messages: readonly { message: string; field?: string }[],
  serverFields: Readonly<Record<string, F>>
): { fieldErrors: Partial<Record<F, string>>; others: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {}
  const others: string[] = []
  for (const { message, field } of messages) {
    const target = field !== undefined && Object.hasOwn(serverFields, field) ? serverFields[field] : undefined
    if (target !== undefined) fieldErrors[target] ??= message
    else others.push(message)
  }
  return { fieldErrors, others }
}
