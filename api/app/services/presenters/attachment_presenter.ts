import type Attachment from '#models/attachment'
import type { AttachmentAnswer } from '@posted-workers/domain'
import { attachmentDownloadUrl } from '#services/presenters/download_urls'

/**
 * An attachment offered to a company: its title in the reader's language (else the first filled in fr, pl, en), the
 * countries it is offered for (to that company) and its download link.
 */
export function presentAttachment(
  attachment: Attachment,
  countryCodes: string[],
  locale: string
): AttachmentAnswer {
  return {
    id: attachment.id,
    title: attachment.titleIn(locale),
    countryCodes,
    attachmentUrl: attachmentDownloadUrl(attachment.id, locale),
  }
}
