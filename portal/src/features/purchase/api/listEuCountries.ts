import type { ApiClient } from '../../../lib/api'

export type NamedCountry = { code: string; name: string }

/** The EU member states (the VAT number's country). */
export function listEuCountries(api: ApiClient) {
  return api.get<{ countries: NamedCountry[] }>('/utils/listEUCountries')
}
