export function base64ToBlob(content: string, contentType: string): Blob {
  const binary = atob(content)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: contentType || 'application/octet-stream' })
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  startDownload(url, fileName)
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/**
 * Hands an address to the browser's downloads, as a click on a download link would: a file the server streams (a
 * ZIP of many documents) goes to disk as it comes instead of into the page's memory; the server's name is kept
 * unless `fileName` says another.
 */
export function startDownload(href: string, fileName = ''): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/** File name from a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)
  if (extended) return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)
  return plain ? plain[1].trim() : null
}
