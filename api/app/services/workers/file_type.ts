/**
 * Worker documents are recognised by their content, never by the name or type a client sends. A small magic-number
 * sniffer rather than a dependency: the accepted formats are few and their signatures stable.
 */
export interface FileType {
  mime: string
  extensions: readonly string[]
}

const PDF: FileType = { mime: 'application/pdf', extensions: ['pdf'] }
const JPEG: FileType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] }
const PNG: FileType = { mime: 'image/png', extensions: ['png'] }
const HEIC: FileType = { mime: 'image/heic', extensions: ['heic', 'heif'] }
const DOCX: FileType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['docx'],
}
const XLSX: FileType = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extensions: ['xlsx'],
}
const ODF: Record<string, FileType> = {
  'application/vnd.oasis.opendocument.text': {
    mime: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
  },
  'application/vnd.oasis.opendocument.spreadsheet': {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
}
// A legacy Office file (compound file) does not say cheaply whether it is Word or Excel: its extension decides.
const DOC: FileType = { mime: 'application/msword', extensions: ['doc'] }
const XLS: FileType = { mime: 'application/vnd.ms-excel', extensions: ['xls'] }

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

function startsWith(bytes: Buffer, signature: number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

/** The names of a ZIP archive's entries, read from its central directory; empty when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer) {
  const names: string[] = []
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let index = bytes.length - 22; index >= from; index--) {
    if (bytes.readUInt32LE(index) === 0x06054b50) {
      end = index
      break
    }
  }
  if (end < 0) return names
  const count = bytes.readUInt16LE(end + 10)
  let offset = bytes.readUInt32LE(end + 16)
  for (let entry = 0; entry < count; entry++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) break
    const nameLength = bytes.readUInt16LE(offset + 28)
    const extraLength = bytes.readUInt16LE(offset + 30)
    const commentLength = bytes.readUInt16LE(offset + 32)
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** OpenDocument puts an uncompressed `mimetype` entry first: its content names the format. */
function openDocumentMime(bytes: Buffer) {
  if (bytes.length < 38 || bytes.readUInt16LE(8) !== 0) return null
  const nameLength = bytes.readUInt16LE(26)
  const extraLength = bytes.readUInt16LE(28)
  if (bytes.subarray(30, 30 + nameLength).toString('latin1') !== 'mimetype') return null
  const size = bytes.readUInt32LE(18)
  const start = 30 + nameLength + extraLength
  return bytes.subarray(start, start + Math.min(size, 100)).toString('latin1')
}

function sniffZip(bytes: Buffer): FileType | null {
  const odf = openDocumentMime(bytes)
  if (odf) return ODF[odf] ?? null
  const names = zipEntryNames(bytes)
  if (!names.includes('[Content_Types].xml')) return null
  if (names.some((name) => name.startsWith('word/'))) return DOCX
  if (names.some((name) => name.startsWith('xl/'))) return XLSX
  return null
}

/** The accepted types these bytes may be: none, one, or DOC and XLS for a legacy Office file. */
export function sniffFileTypes(bytes: Buffer): FileType[] {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return [PDF]
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return [JPEG]
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return [PNG]
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    return HEIC_BRANDS.has(bytes.subarray(8, 12).toString('latin1')) ? [HEIC] : []
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return [DOC, XLS]
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const zip = sniffZip(bytes)
    return zip ? [zip] : []
  }
  return []
}

export function extensionOf(fileName: string) {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
}

export type FileTypeCheck = { mime: string } | { refusal: 'unsupportedType' | 'extensionMismatch' }

/**
 * The mime type to store for a file, or why it is refused: content of no accepted type, or an extension that
 * contradicts the content (a PNG named `.pdf`). A name without extension contradicts nothing.
 */
export function checkFileType(fileName: string, bytes: Buffer): FileTypeCheck {
  const types = sniffFileTypes(bytes)
  if (types.length === 0) return { refusal: 'unsupportedType' }
  const extension = extensionOf(fileName)
  if (!extension) return { mime: types[0].mime }
  const type = types.find((candidate) => candidate.extensions.includes(extension))
  return type ? { mime: type.mime } : { refusal: 'extensionMismatch' }
}
