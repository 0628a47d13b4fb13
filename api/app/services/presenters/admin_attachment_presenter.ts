import type Attachment from '#models/attachment'
import type { AdminAttachmentAnswer } from '@posted-workers/domain'
import { attachmentDownloadUrl } from '#services/presenters/download_urls'

/** An attachment as the back-office lists and edits it (its countries loaded), titled in the admin's language. */
export function presentAdminAttachment(attachment: Attachment, locale: string): AdminAttachmentAnswer {
  return {
    id: attachment.id,
    title: attachment.titleIn(locale),
    titles: attachment.titles(),
    countryCodes: attachment.countries.map((row) => row.countryCode).sort(),
    hasCode: attachment.hasCode,
    isActive: attachment.isActive,
    file: { src: attachmentDownloadUrl(attachment.id, locale), title: attachment.fileName },
    createdAt: attachment.createdAt.toUTC().toISO()!,
    updatedAt: attachment.updatedAt.toUTC().toISO()!,
  }
}
