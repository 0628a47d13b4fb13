import type { ApiClient } from '../../../lib/api'
import type { RepresentativeCountry } from '../types'

export function listRepresentativeCountries(api: ApiClient) {
  return api.get<{ countries: RepresentativeCountry[] }>('/representativeCountries/list')
}
