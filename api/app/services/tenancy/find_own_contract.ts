import type Company from '#models/company'
import WorkerContract from '#models/worker_contract'
import { NotFoundException } from '#exceptions/not_found_exception'

/**
 * The contract named in the URL, when it belongs to the company already reached through findOwnCompany (and so
 * through CompanyPolicy); another company's contract answers 404 like a missing one.
 */
export async function findOwnContract(company: Company, id: unknown) {
  const contract = await WorkerContract.query()
    .where('id', Number(id))
    .where('company_id', company.id)
    .first()
  if (!contract) throw new NotFoundException()
  return contract
}
