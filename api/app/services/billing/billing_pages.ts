import db from '@adonisjs/lucid/services/db'
import type { ListQuery } from '#services/http/list_query'
import {
  creditNoteDetails,
  creditNoteRows,
  filteredCreditNotes,
  filteredInvoices,
  invoiceDetails,
  invoiceRows,
  type CreditNoteRow,
  type InvoiceRow,
} from '#services/billing/billing_lists'

export interface InvoiceCreditNoteRow {
  id: number
  invoiceId: number
  number: string
  issueDate: string
  amountCents: number
  currency: string
}

/** The credit notes of these invoices, in one query, by invoice and in number order. */
async function creditNotesOf(invoiceIds: number[]) {
  const byInvoice = new Map<number, InvoiceCreditNoteRow[]>()
  if (invoiceIds.length === 0) return byInvoice
  const notes: InvoiceCreditNoteRow[] = await db
    .from('credit_notes')
    .whereIn('invoice_id', invoiceIds)
    .select(
      'id',
      'invoice_id as invoiceId',
      'number',
      'issue_date as issueDate',
      'amount_cents as amountCents',
      'currency'
    )
    .orderBy('number', 'asc')
  for (const note of notes) {
    byInvoice.set(note.invoiceId, [...(byInvoice.get(note.invoiceId) ?? []), note])
  }
  return byInvoice
}

const count = async (query: ReturnType<typeof filteredInvoices>) =>
  Number((await query.count('* as total'))[0].total)

/** One page of the invoices list, each with its credit notes, and the number of invoices the filter matches. */
export async function listInvoices(query: ListQuery) {
  const [rows, total] = await Promise.all([
    invoiceRows(query)
      .offset(query.offset)
      .limit(query.limit)
      .then((found) => found as InvoiceRow[]),
    count(filteredInvoices(query.filter)),
  ])
  const notes = await creditNotesOf(rows.map((row) => row.id))
  return { rows: rows.map((row) => ({ row, creditNotes: notes.get(row.id) ?? [] })), total }
}

/** One invoice with its credit notes, or null. */
export async function findInvoice(id: number) {
  const row = (await invoiceDetails(filteredInvoices({}, true))
    .where('invoices.id', id)
    .first()) as InvoiceRow | null
  if (!row) return null
  return { row, creditNotes: (await creditNotesOf([id])).get(id) ?? [] }
}

/** One page of the credit notes list and the number of credit notes the filter matches. */
export async function listCreditNotes(query: ListQuery) {
  const [rows, total] = await Promise.all([
    creditNoteRows(query)
      .offset(query.offset)
      .limit(query.limit)
      .then((found) => found as CreditNoteRow[]),
    count(filteredCreditNotes(query.filter)),
  ])
  return { rows, total }
}

export async function findCreditNote(id: number) {
  return (await creditNoteDetails(filteredCreditNotes({}))
    .where('credit_notes.id', id)
    .first()) as CreditNoteRow | null
}
