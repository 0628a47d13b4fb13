import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'

/** A document offered with the contracts of some countries (API.md, "Attachments"), as every app reads it. */
export type { AttachmentAnswer as Attachment } from '@posted-workers/domain'
import type { AttachmentAnswer as Attachment } from '@posted-workers/domain'

/**
 * The documents offered to the company, by title. Quiet: they are an extra of the contract tabs, which simply show
 * none when the call fails.
 */
export function listAttachments(api: ApiClient, companyId: number) {
  return api.get<{ attachments: Attachment[] }>(`/${PROVIDER}/company/${companyId}/attachments`, {
    quiet: true,
  })
}
