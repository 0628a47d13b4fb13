const MAX_LENGTH = 255

/**
 * The name a document keeps for display and download: the last path segment of what the client sent (both slash
 * kinds), without control or format characters (bidi overrides could disguise an extension), without characters
 * Windows refuses, in NFC. Unicode letters stay. Null when nothing usable is left. Never a storage key.
 */
export function sanitizeFileName(raw: string): string | null {
  const segment = raw.normalize('NFC').replace(/\\/g, '/').split('/').pop() ?? ''
  const cleaned = segment
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  if (!cleaned) return null
  const chars = Array.from(cleaned)
  if (chars.length <= MAX_LENGTH) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return Array.from(cleaned.slice(0, cleaned.length - extension.length))
    .slice(0, MAX_LENGTH - extension.length)
    .join('')
    .concat(extension)
}

/** Names compare without regard to case, as the database's unique index does. */
export function sameNameKey(fileName: string) {
  return fileName.normalize('NFC').toLowerCase()
}

function rfc5987(value: string) {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

/** `attachment` with the original name (RFC 5987) and an ASCII fallback for old clients. */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`
}
