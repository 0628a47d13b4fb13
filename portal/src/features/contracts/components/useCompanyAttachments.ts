import { useI18n } from '../../../i18n/I18nProvider'
import { useApiQuery } from '../../../lib/queries'
import type { Attachment } from '../api/listAttachments'
import { listAttachments } from '../api/listAttachments'
import { contractsKeys } from '../api/keys'

/**
 * The documents offered to the company, one call for all the contract tabs of the panel (the query cache shares
 * it). null until loaded, or on failure.
 */
export function useCompanyAttachments(companyId: number): Attachment[] | null {
  const { lang } = useI18n()
  const { data } = useApiQuery(
    contractsKeys.attachments(companyId, lang),
    (api) => listAttachments(api, companyId),
    { reference: true, deferred: true }
  )
  return data?.attachments ?? null
}
