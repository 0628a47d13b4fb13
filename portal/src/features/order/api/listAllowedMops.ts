import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import type { Mop } from '../types'

/** The payment methods the provider takes (card, transfer). */
export function listAllowedMops(api: ApiClient) {
  return api.get<{ mops: Mop[] }>(`/${PROVIDER}/workers/listAllowedMops`)
}

const allowedMopsKey = () => ['allowedMops'] as const

export function useAllowedMops() {
  return useApiQuery(allowedMopsKey(), (api) => listAllowedMops(api), { reference: true })
}
