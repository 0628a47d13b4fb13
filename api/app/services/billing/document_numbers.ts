import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type NumberedDocument = 'invoice' | 'credit_note'

const PREFIX: Record<NumberedDocument, string> = { invoice: 'F', credit_note: 'A' }

export function formatDocumentNumber(type: NumberedDocument, year: number, sequence: number) {
  return `${PREFIX[type]}-${year}-${String(sequence).padStart(6, '0')}`
}

/**
 * Allocates the next number of a document type for the year of its issue date, inside the transaction that creates
 * the document, and answers the document's numbering columns. The sequence row stays locked until that transaction
 * ends: concurrent issuers wait their turn, and a rolled-back document gives its number back, so numbers are gapless
 * and follow creation order.
 */
export async function allocateDocumentNumber(
  type: NumberedDocument,
  issueDate: string,
  trx: TransactionClientContract
) {
  const year = Number(issueDate.slice(0, 4))
  // Once the year's row exists, a plain read in the transaction is enough: borrowing a second pooled connection
  // while this transaction holds one would starve the pool when as many issuers as connections run at once.
  const known = await trx.from('document_sequences').where({ type, year }).first()
  if (!known) {
    // Created outside the caller's transaction (autocommit), so concurrent first documents of a year cannot deadlock.
    await db.rawQuery('INSERT IGNORE INTO document_sequences (type, year, last_number) VALUES (?, ?, 0)', [
      type,
      year,
    ])
  }

  const row = await trx.from('document_sequences').where({ type, year }).forUpdate().firstOrFail()
  const sequence = Number(row.last_number) + 1
  await trx.from('document_sequences').where({ id: row.id }).update({ last_number: sequence })

  return { number: formatDocumentNumber(type, year, sequence), sequenceYear: year, sequenceNumber: sequence }
}
