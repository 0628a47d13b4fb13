import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'

/** A document offered with the contracts of some countries (API.md, "Attachments"). */
export type Attachment = {
  id: number
  title: string
  /** The company's countries the document is offered for. */
  countryCodes: string[]
  /** Same-origin download path, language included. */
  attachmentUrl: string
}

/**
 * The documents offered to the company, by title. Quiet: they are an extra of the contract tabs, which simply show
 * none when the call fails.
 */
export function listAttachments(api: ApiClient, companyId: number) {
  return api.get<{ attachments: Attachment[] }>(`/${PROVIDER}/company/${companyId}/attachments`, {
    quiet: true,
  })
}
