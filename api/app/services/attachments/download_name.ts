import type Attachment from '#models/attachment'
import { sanitizeFileName } from '#services/workers/file_name'

/**
 * The name an attachment downloads under: its title in the reader's language (a slash in it is a dash, not a
 * folder) with `.pdf`, cleaned like an uploaded name; the uploaded file's name when nothing usable is left.
 */
export function attachmentDownloadName(attachment: Attachment, language: string) {
  const title = attachment.titleIn(language).replace(/[/\\]/g, '-')
  return sanitizeFileName(`${title}.pdf`) ?? attachment.fileName
}
