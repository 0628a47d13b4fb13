import db from '@adonisjs/lucid/services/db'
import type { ListQuery } from '#services/http/list_query'
import {
  filteredInvoices,
  invoiceIdPage,
  invoicesWithIds,
  type InvoiceRow,
} from '#services/billing/billing_lists'
import {
  creditNoteIdPage,
  creditNotesWithIds,
  filteredCreditNotes,
  type CreditNoteRow,
} from '#services/billing/credit_note_list'

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

/** The rows of `ids` in the order of `ids`. */
function inOrder<Row extends { id: number }>(ids: number[], rows: Row[]) {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => Number(row.id))
const total = (counted: Record<string, unknown>[]) => Number(counted[0].total)

/**
 * One page of the invoices list, each with its credit notes, and the number of invoices the filter matches: the
 * page's ids and the count together, then the page's details, then its credit notes (four queries, whatever the
 * page's size).
 */
export async function listInvoices(query: ListQuery) {
  const [page, counted] = await Promise.all([
    invoiceIdPage(query),
    filteredInvoices(query.filter).count('* as total'),
  ])
  const ids = idsOf(page as { id: number }[])
  const [rows, notes] = await Promise.all([
    ids.length > 0 ? invoicesWithIds(ids).then((found) => found as InvoiceRow[]) : [],
    creditNotesOf(ids),
  ])
  return {
    rows: inOrder(ids, rows).map((row) => ({ row, creditNotes: notes.get(row.id) ?? [] })),
    total: total(counted),
  }
}

/** One invoice with its credit notes, or null. */
export async function findInvoice(id: number) {
  const [row] = (await invoicesWithIds([id])) as InvoiceRow[]
  if (!row) return null
  return { row, creditNotes: (await creditNotesOf([id])).get(id) ?? [] }
}

/** One page of the credit notes list and the number of credit notes the filter matches, as for invoices. */
export async function listCreditNotes(query: ListQuery) {
  const [page, counted] = await Promise.all([
    creditNoteIdPage(query),
    filteredCreditNotes(query.filter).count('* as total'),
  ])
  const ids = idsOf(page as { id: number }[])
  const rows = ids.length > 0 ? ((await creditNotesWithIds(ids)) as CreditNoteRow[]) : []
  return { rows: inOrder(ids, rows), total: total(counted) }
}

export async function findCreditNote(id: number) {
  const [row] = (await creditNotesWithIds([id])) as CreditNoteRow[]
  return row ?? null
}
