import type Attachment from '#models/attachment'

/** An attachment as its audit lines keep it: what customers are offered, and which stored file. */
export function attachmentSnapshot(attachment: Attachment, countryCodes: string[]) {
  return {
    titles: attachment.titles(),
    countryCodes: [...countryCodes].sort(),
    hasCode: attachment.hasCode,
    isActive: attachment.isActive,
    fileName: attachment.fileName,
    fileKey: attachment.fileKey,
  }
}

/** A title as stored: trimmed, null when empty. */
export function storedTitle(text: string | null | undefined) {
  return text?.trim() || null
}
