import { open } from 'node:fs/promises'

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

/** Where a ZIP's end-of-central-directory record may be: in its last 22 + 65535 (comment) bytes. */
const END_RECORD_SEARCH_BYTES = 22 + 0xffff

type CentralDirectory = { count: number; offset: number; size: number }

/** The central directory a ZIP's end record points to, from the archive's last bytes; null when there is none. */
function centralDirectoryOf(tail: Buffer): CentralDirectory | null {
  for (let index = tail.length - 22; index >= 0; index--) {
    if (tail.readUInt32LE(index) === 0x06054b50) {
      return {
        count: tail.readUInt16LE(index + 10),
        size: tail.readUInt32LE(index + 12),
        offset: tail.readUInt32LE(index + 16),
      }
    }
  }
  return null
}

/** The entry names a central directory lists, as far as its bytes go. */
function centralDirectoryNames(directory: Buffer, count: number) {
  const names: string[] = []
  let offset = 0
  for (let entry = 0; entry < count; entry++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== 0x02014b50) break
    const nameLength = directory.readUInt16LE(offset + 28)
    const extraLength = directory.readUInt16LE(offset + 30)
    const commentLength = directory.readUInt16LE(offset + 32)
    names.push(directory.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** The names of a ZIP archive's entries, read from its central directory; empty when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer) {
  const directory = centralDirectoryOf(bytes.subarray(Math.max(0, bytes.length - END_RECORD_SEARCH_BYTES)))
  if (!directory) return []
  const { offset, size, count } = directory
  return centralDirectoryNames(bytes.subarray(offset, offset + size), count)
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

function sniffZip(bytes: Buffer, names: string[]): FileType | null {
  const odf = openDocumentMime(bytes)
  if (odf) return ODF[odf] ?? null
  if (!names.includes('[Content_Types].xml')) return null
  if (names.some((name) => name.startsWith('word/'))) return DOCX
  if (names.some((name) => name.startsWith('xl/'))) return XLSX
  return null
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/**
 * The accepted types these bytes may be: none, one, or DOC and XLS for a legacy Office file. `bytes` is a whole
 * file, or its first bytes with the names of its ZIP entries read apart (see `sniffFile`).
 */
export function sniffFileTypes(bytes: Buffer, zipNames?: string[]): FileType[] {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return [PDF]
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return [JPEG]
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return [PNG]
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    return HEIC_BRANDS.has(bytes.subarray(8, 12).toString('latin1')) ? [HEIC] : []
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return [DOC, XLS]
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const zip = sniffZip(bytes, zipNames ?? zipEntryNames(bytes))
    return zip ? [zip] : []
  }
  return []
}

/** Bytes read from the start of a file: every signature, and an OpenDocument's first entry, fit in them. */
const HEAD_BYTES = 4096
/** At most this much of a ZIP's central directory is read: the entry names of any real document fit in it. */
const MAX_DIRECTORY_BYTES = 1_000_000

/**
 * The accepted types of a file on disk, from a few reads of bounded size (never the whole file): its first bytes
 * and, for a ZIP, its end record and central directory.
 */
export async function sniffFile(path: string): Promise<FileType[]> {
  const handle = await open(path, 'r')
  const read = async (position: number, length: number) => {
    const buffer = Buffer.alloc(Math.max(0, length))
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position)
    return buffer.subarray(0, bytesRead)
  }
  try {
    const { size } = await handle.stat()
    const head = await read(0, Math.min(size, HEAD_BYTES))
    if (!startsWith(head, ZIP_SIGNATURE)) return sniffFileTypes(head)
    const tailStart = Math.max(0, size - END_RECORD_SEARCH_BYTES)
    const directory = centralDirectoryOf(await read(tailStart, size - tailStart))
    const names = directory
      ? centralDirectoryNames(
          await read(
            directory.offset,
            Math.min(directory.size, MAX_DIRECTORY_BYTES, size - directory.offset)
          ),
          directory.count
        )
      : []
    return sniffFileTypes(head, names)
  } finally {
    await handle.close()
  }
}

export function extensionOf(fileName: string) {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
}

export type FileTypeCheck = { mime: string } | { refusal: 'unsupportedType' | 'extensionMismatch' }

/**
 * The mime type to store for a file whose content may be of `types` (as sniffed), or why it is refused: content of
 * no accepted type, or an extension that contradicts the content (a PNG named `.pdf`). A name without extension
 * contradicts nothing.
 */
export function checkFileType(fileName: string, types: FileType[]): FileTypeCheck {
  if (types.length === 0) return { refusal: 'unsupportedType' }
  const extension = extensionOf(fileName)
  if (!extension) return { mime: types[0].mime }
  const type = types.find((candidate) => candidate.extensions.includes(extension))
  return type ? { mime: type.mime } : { refusal: 'extensionMismatch' }
}
