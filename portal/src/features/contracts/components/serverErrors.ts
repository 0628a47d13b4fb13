import type { ApiMessage } from '../../../lib/api'

/** A refused answer split into messages under the named fields and the others, for a dialog to show. */
export function splitServerErrors<F extends string>(
  errors: ApiMessage[],
  fields: readonly F[]
): { fieldErrors: Partial<Record<F, string>>; general: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {}
  const general: string[] = []
  for (const error of errors) {
    const field = fields.find((name) => name === error.field)
    if (field && !fieldErrors[field]) fieldErrors[field] = error.message
    else general.push(error.message)
  }
  return { fieldErrors, general }
}
