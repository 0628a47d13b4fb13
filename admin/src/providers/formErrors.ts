import { HttpError } from 'react-admin'
import { serverErrors } from './apiRequest'

/**
 * Turns a 422 answer (`errors: [{ field, message }]`) into react-admin's server-side validation shape:
 * messages keyed by field path, shown on the inputs, plus `root.serverError` for the notification: the
 * server's general message if it sent one, else react-admin's "the form is not valid" (a key it translates).
 */
export const toFormErrors = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || error.status !== 422) return error
  const errors = serverErrors(error.body)
  if (errors.length === 0) return error

  const byField: Record<string, string> = {}
  for (const { field, message } of errors) {
    if (field && !(field in byField)) byField[field] = message
  }
  const serverError = errors.find(({ field }) => !field)?.message ?? 'ra.message.invalid_form'
  return new HttpError(errors[0].message, error.status, {
    errors: { ...byField, root: { serverError } },
  })
}
