const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
}

/** A short name for a document's type; null when the type is not known (the table says "unknown"). */
export function mimeLabel(mime: string | null | undefined): string | null {
  const type = mime?.trim().toLowerCase()
  if (!type) return null
  return LABELS[type] ?? (type.split('/')[1] ?? type).toUpperCase()
}
