import type { Writable } from 'node:stream'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import { creditNoteFile, invoiceFile } from '#services/billing/document_files'
import { writeZip, type ZipEntry } from '#services/exports/zip_stream'

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

/** The period's documents as ZIP entries: `invoices/F-….pdf`, then `credit-notes/A-….pdf`. */
async function* periodEntries(range: { from: string; to: string }): AsyncGenerator<ZipEntry> {
  for await (const invoice of issuedBetween(Invoice, range)) {
    yield { name: `invoices/${invoice.number}.pdf`, open: async () => (await invoiceFile(invoice)).body }
  }
  for await (const note of issuedBetween(CreditNote, range)) {
    yield { name: `credit-notes/${note.number}.pdf`, open: async () => (await creditNoteFile(note)).body }
  }
}

/**
 * Streams a ZIP of the PDFs of the invoices and credit notes issued in a period into `output`:
 * `invoices/F-….pdf`, then `credit-notes/A-….pdf`, each in its issued language, the stored bytes when the document
 * has them, else rendered and stored as its first download would (document_files.ts). One document at a time
 * (zip_stream.ts): a slow download slows the reading instead of filling memory. Resolves with the number of
 * documents written; stops when `output` closes early.
 */
export function writePdfArchive(output: Writable, range: { from: string; to: string }) {
  return writeZip(output, periodEntries(range))
}
