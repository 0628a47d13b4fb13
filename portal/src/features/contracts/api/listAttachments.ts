import type { AttachmentAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'

/**
 * The documents offered to the company, by title. Quiet: they are an extra of the contract tabs, which simply show
 * none when the call fails.
 */
export function listAttachments(api: ApiClient, companyId: number) {
  return api.get<{ attachments: AttachmentAnswer[] }>(`/${PROVIDER}/company/${companyId}/attachments`, {
    quiet: true,
  })
}

const attachmentsKey = (companyId: number, lang: string) => ['attachments', companyId, lang] as const

/**
 * One call for all the contract tabs of the panel (the query cache shares it). null until loaded, or on failure.
 */
export function useCompanyAttachments(companyId: number): AttachmentAnswer[] | null {
  const { lang } = useI18n()
  const { data } = useApiQuery(attachmentsKey(companyId, lang), (api) => listAttachments(api, companyId), {
    reference: true,
    deferred: true,
  })
  return data?.attachments ?? null
}
