import type { ApiClient } from '../../../lib/api'
import type { RepresentativeCountry } from '../types'

/** `getAll` keeps deactivated countries in the list for admins, so an old contract still finds its country. */
export function listRepresentativeCountries(api: ApiClient) {
  return api.get<{ countries: RepresentativeCountry[] }>('/representativeCountries/list?getAll=true')
}
