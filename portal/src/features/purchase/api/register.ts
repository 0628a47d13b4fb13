import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { Mop, PaymentRedirectionForm, RegisterInput } from '../types'

export type RegisterAnswer = {
  requestId: string
  paymentRedirectionForm?: PaymentRedirectionForm
  mop?: Mop
  /** Nothing to pay (an upgrade at no extra cost): the request is already validated. */
  validated?: boolean
}

/** `fields`: the form's server paths; errors naming one of them sit under that field, the others are toasted. */
export function register(api: ApiClient, input: RegisterInput, fields: readonly string[]) {
  return api.post<RegisterAnswer>(`/${PROVIDER}/workers/register`, input, { fields, followRedirect: false })
}
