import { serverErrors } from './apiRequest'

/** The file name a Content-Disposition header gives, or `fallback`. */
export const fileNameOf = (contentDisposition: string | null, fallback: string): string => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')
  return match ? decodeURIComponent(match[1]) : fallback
}

/** A byte count as people read it: 950 B, 12.5 kB, 3.2 MB (decimal units, the language's digits). */
export const formatBytes = (bytes: number, locale: string): string => {
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 ? 0 : 1
  return `${value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`
}

/**
 * Downloads a file the server builds as it streams (an export): reports the bytes received as they arrive, then
 * hands the file to the browser under the server's name. A refusal throws the server's translated message.
 */
export const downloadFile = async (
  url: string,
  fallbackName: string,
  onProgress: (bytes: number) => void
): Promise<void> => {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw new Error(serverErrors(body)[0]?.message ?? 'ra.notification.http_error')
  }
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body?.getReader()
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      received += value.byteLength
      onProgress(received)
    }
  }
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('Content-Type') ?? 'application/octet-stream',
  })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 0)
}
