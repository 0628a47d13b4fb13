import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient, ApiOptions } from '@/lib/api'
import { useApiMutation, useApiQuery } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

/** A posting's live roadside link: the page a controller opens, valid until the contract's last day (YYYY-MM-DD). */
export type RoadsideLink = { url: string; expiresOn: string }

/** GET …/roadsideLink: the live link (null when none) and how often the posting's links were opened. */
export type RoadsideLinkAnswer = {
  link: RoadsideLink | null
  openings: { count: number; lastOpenedAt: string | null }
}

export const roadsideLinkPath = (companyId: number, workerId: number) =>
  `${companyPath(companyId)}/worker/${workerId}/roadsideLink`

/** The link's address carries the page's language: asked again in another. */
export const roadsideLinkKey = (companyId: number, workerId: number, lang?: string) =>
  [...companyWorkersKey(companyId), 'roadsideLink', workerId, ...(lang ? [lang] : [])] as const

export function showRoadsideLink(api: ApiClient, companyId: number, workerId: number) {
  return api.get<RoadsideLinkAnswer>(roadsideLinkPath(companyId, workerId))
}

/** Makes the posting's link when it has none (the same link otherwise); refused once the contract has ended. */
export function createRoadsideLink(
  api: ApiClient,
  companyId: number,
  workerId: number,
  options?: ApiOptions
) {
  return api.post<RoadsideLink>(roadsideLinkPath(companyId, workerId), {}, options)
}

export function useRoadsideLink(companyId: number, workerId: number) {
  const { lang } = useI18n()
  // Its openings are a controller's doing: asked again whenever the dialog opens.
  const { data, ...query } = useApiQuery(
    roadsideLinkKey(companyId, workerId, lang),
    (api) => showRoadsideLink(api, companyId, workerId),
    { fresh: true }
  )
  return { ...query, answer: data ?? null }
}

export function useCreateRoadsideLink(companyId: number, workerId: number) {
  return useApiMutation(
    (api, _: void) => createRoadsideLink(api, companyId, workerId),
    () => [roadsideLinkKey(companyId, workerId)]
  )
}
