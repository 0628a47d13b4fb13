import type { ApiClient } from '../../../lib/api'
import type { NamedCountry } from './listEuCountries'

/** Every country (the company address). */
export function listCountries(api: ApiClient) {
  return api.get<{ countries: NamedCountry[] }>('/utils/listCountries')
}
