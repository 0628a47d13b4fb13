import { once } from 'node:events'
import type { Writable } from 'node:stream'
import archiver from 'archiver'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import { creditNoteFile, invoiceFile, type DocumentFile } from '#services/billing/document_files'

/** Documents are read from the database this many at a time, in number order. */
const BATCH = 50

/** The documents of a model issued between two days, in number order, read a batch at a time. */
async function* issuedBetween<T extends typeof Invoice | typeof CreditNote>(
  model: T,
  range: { from: string; to: string }
): AsyncGenerator<InstanceType<T>> {
  let after = ''
  for (;;) {
    const batch = (await model
      .query()
      .whereBetween('issue_date', [range.from, range.to])
      .where('number', '>', after)
      .orderBy('number', 'asc')
      .limit(BATCH)) as InstanceType<T>[]
    yield* batch
    if (batch.length < BATCH) return
    after = batch[batch.length - 1].number
  }
}

/**
 * Streams a ZIP of the PDFs of the invoices and credit notes issued in a period into `output`:
 * `invoices/F-….pdf`, then `credit-notes/A-….pdf`, each in its issued language, the stored bytes when the document
 * has them, else rendered and stored as its first download would (document_files.ts). One document at a time: the
 * next is read only once the archive has taken the previous one, and the archive waits for `output` to drain, so
 * a slow download slows the reading instead of filling memory. PDFs are compressed already: entries are stored.
 * Resolves with the number of documents written; stops when `output` closes early.
 */
export async function writePdfArchive(output: Writable, range: { from: string; to: string }) {
  const archive = archiver('zip', { store: true })
  const failed = new Promise<never>((_, reject) => archive.once('error', reject))
  failed.catch(() => {})
  // A download the client gives up closes `output`: the archive stops, and so does the wait for its entry.
  let closed = false
  const gone = once(output, 'close').then(() => {
    closed = true
    archive.abort()
  })
  archive.pipe(output)

  const add = async (folder: string, number: string, file: DocumentFile) => {
    if (closed) {
      if (!Buffer.isBuffer(file.body)) file.body.destroy()
      return
    }
    archive.append(file.body, { name: `${folder}/${number}.pdf` })
    await Promise.race([once(archive, 'entry'), failed, gone])
    if (closed && !Buffer.isBuffer(file.body)) file.body.destroy()
  }

  let count = 0
  for await (const invoice of issuedBetween(Invoice, range)) {
    if (closed) return count
    await add('invoices', invoice.number, await invoiceFile(invoice))
    count++
  }
  for await (const note of issuedBetween(CreditNote, range)) {
    if (closed) return count
    await add('credit-notes', note.number, await creditNoteFile(note))
    count++
  }
  if (!closed) await Promise.race([archive.finalize(), failed, gone])
  return count
}
