import type { ApiClient } from '../../../lib/api'
import type { NamedCountry } from '../types'

/** Every country, named in the page language (birth country and nationality). */
export function listCountries(api: ApiClient) {
  return api.get<{ countries: NamedCountry[] }>('/utils/listCountries')
}
