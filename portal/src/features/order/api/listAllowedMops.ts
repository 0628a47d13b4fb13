import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { Mop } from '../types'

export function listAllowedMops(api: ApiClient) {
  return api.get<{ mops: Mop[] }>(`/${PROVIDER}/workers/listAllowedMops`)
}
