import { spawn } from 'node:child_process'

/**
 * The text of a PDF as a reader sees it, by poppler's pdftotext (Debian's poppler-utils, which `.ci/run` installs):
 * the documents embed their fonts, so their words are glyph ids until a real PDF reader maps them back. Spaces and
 * line breaks are collapsed so that assertions read whole phrases. `layout` keeps the page's physical lines (a
 * label beside its amount in a table), where pdftotext's reading order would group a table's column otherwise.
 */
export function pdfText(bytes: Buffer, options: { layout?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'])
    const chunks: Buffer[] = []
    const errors: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdftotext failed: ${Buffer.concat(errors).toString()}`))
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/[\s\u00a0\u202f]+/g, ' ')
          .trim()
      )
    })
    child.stdin.end(bytes)
  })
}
