import { once } from 'node:events'
import type { Readable, Writable } from 'node:stream'
import archiver from 'archiver'

/** An entry of a streamed ZIP: its path in the archive and its content, opened only when its turn comes. */
export interface ZipEntry {
  name: string
  open: () => Promise<Readable | Buffer>
}

/**
 * Streams a ZIP of `entries` into `output`, one entry at a time: the next is opened only once the archive has taken
 * the previous one, and the archive waits for `output` to drain, so a slow download slows the reading instead of
 * filling memory. Entries are stored, not deflated (PDFs and scans are compressed already). A download the client
 * gives up closes `output`: the archive stops, the entry being read is destroyed. Resolves with the number of entries
 * written.
 */
export async function writeZip(output: Writable, entries: AsyncIterable<ZipEntry>) {
  const archive = archiver('zip', { store: true })
  const failed = new Promise<never>((_, reject) => archive.once('error', reject))
  failed.catch(() => {})
  let closed = false
  const gone = once(output, 'close').then(() => {
    closed = true
    archive.abort()
  })
  archive.pipe(output)

  let count = 0
  for await (const entry of entries) {
    if (closed) return count
    const body = await entry.open()
    if (closed) {
      if (!Buffer.isBuffer(body)) body.destroy()
      return count
    }
    archive.append(body, { name: entry.name })
    await Promise.race([once(archive, 'entry'), failed, gone])
    if (closed && !Buffer.isBuffer(body)) body.destroy()
    count++
  }
  if (!closed) await Promise.race([archive.finalize(), failed, gone])
  return count
}
