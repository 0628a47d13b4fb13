import Invoice from '#models/invoice'
import WorkerContract from '#models/worker_contract'

/** Every contract of the company, most recent first, each with whether a later one renews it. */
export async function companyContracts(companyId: number) {
  const contracts = await WorkerContract.query()
    .where('company_id', companyId)
    .preload('representativeCountry')
    .preload('businessIntroducer')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
  return contracts.map((contract) => ({ contract, renewed: isRenewed(contract) }))
}

/** Whether a later contract of the company renews this one (the stored link, renewal_link.ts). */
export function isRenewed(contract: WorkerContract) {
  return contract.renewedByContractId !== null
}

/**
 * The invoices of a contract's country with their credit notes, by number descending: those of this contract and
 * of the company's other contracts in the same country (a tab shows one contract, and the invoices of the ones it
 * renewed, or of its scheduled renewal, must stay reachable).
 */
export function countryInvoices(contract: WorkerContract) {
  return Invoice.query()
    .whereIn(
      'worker_contract_id',
      WorkerContract.query()
        .select('id')
        .where('company_id', contract.companyId)
        .where('representative_country_id', contract.representativeCountryId)
    )
    .preload('creditNotes', (notes) =>
      notes.orderBy('sequence_year', 'desc').orderBy('sequence_number', 'desc')
    )
    .orderBy('sequence_year', 'desc')
    .orderBy('sequence_number', 'desc')
}
