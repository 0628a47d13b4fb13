import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { updateEveryContract } from '#services/contracts/contract_batches'

/**
 * A contract keeps its latest invoice (the one with the highest id, as the back-office contracts list and its export
 * show it): `worker_contracts.latest_invoice_id`, stored by writeInvoice in the invoice's own transaction. The list
 * and its export join that invoice by its key instead of looking for each contract's highest invoice id: at 300,000
 * contracts the export's statement read 7.3 s before its first row with the lookup per contract, 3.9 s without it.
 */

/**
 * Makes `invoiceId` its contract's latest invoice unless one with a higher id is already stored: two transactions
 * that commit out of order leave the highest id, as MAX(id) would read it.
 */
export async function storeLatestInvoice(
  workerContractId: number,
  invoiceId: number,
  client: QueryClientContract
) {
  await client
    .from('worker_contracts')
    .where('id', workerContractId)
    .where((older) => older.whereNull('latest_invoice_id').orWhere('latest_invoice_id', '<', invoiceId))
    .update({ latest_invoice_id: invoiceId })
}

/**
 * The latest invoice of every contract with an id in [fromId, toId], in one statement: the invoices' contract index
 * gives each contract's highest id.
 */
const BACKFILL_LATEST_INVOICES_SQL = `UPDATE worker_contracts AS contract
  JOIN (
    SELECT worker_contract_id, MAX(id) AS latest
    FROM invoices
    WHERE worker_contract_id BETWEEN ? AND ?
    GROUP BY worker_contract_id
  ) AS invoice ON invoice.worker_contract_id = contract.id
  SET contract.latest_invoice_id = invoice.latest`

/**
 * Stores every contract's latest invoice (updateEveryContract): the migration that added the column, and
 * `node ace contracts:store-links` after invoices were written without the api (the benchmark's loader).
 */
export function linkEveryLatestInvoice(client: QueryClientContract = db.connection()) {
  return updateEveryContract(client, BACKFILL_LATEST_INVOICES_SQL)
}
