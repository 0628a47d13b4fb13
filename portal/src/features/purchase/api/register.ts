import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { OrderAnswer, RegisterInput } from '@/features/order'

export type RegisterAnswer = OrderAnswer

/** `fields`: the form's server paths; errors naming one of them sit under that field, the others are toasted. */
export function register(api: ApiClient, input: RegisterInput, fields: readonly string[]) {
  return api.post<RegisterAnswer>(`/${PROVIDER}/workers/register`, input, { fields, followRedirect: false })
}

/** The order signs the new user in: the page reads the session again (the auth state), not the query cache. */
export function useRegister() {
  return useApiMutation(
    (api, { input, fields }: { input: RegisterInput; fields: readonly string[] }) =>
      register(api, input, fields),
    () => []
  )
}
