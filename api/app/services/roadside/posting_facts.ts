import { isValidOn, readinessOn, type Readiness, type ValidityDocument } from '@posted-workers/domain'
import Company from '#models/company'
import Driver, { type IdentifiedDriver } from '#models/driver'
import type Worker from '#models/worker'
import type WorkerDocument from '#models/worker_document'
import WorkerContract from '#models/worker_contract'
import { todayUtc } from '#services/contracts/contract_term'
import { identified } from '#services/privacy/identified'
import { postingDocuments } from '#services/drivers/posting_documents'
import { declarationDocuments, requiredCategories } from '#services/drivers/posting_readiness'

/**
 * What a roadside check is about, for one posting: the driver, the company, its representative in the host country,
 * the contract's period, the documents the posting shows and which of them are valid today, and its readiness today
 * (judged here, not read from the stored copy: what a controller sees is of this very moment).
 */
export interface PostingFacts {
  posting: Worker
  driver: IdentifiedDriver
  company: Company
  contract: WorkerContract
  /** The contract's country: `code`, `name`, `isMobilityPackage`, with its representative company (may be null). */
  country: WorkerContract['representativeCountry']
  documents: WorkerDocument[]
  /** Its submitted declarations, each counted as the posting's declaration for its dates (with or without its PDF). */
  declarations: ValidityDocument[]
  validToday: WorkerDocument[]
  readiness: Readiness
  today: string
}

export async function postingFacts(posting: Worker, today = todayUtc()): Promise<PostingFacts> {
  const [driver, company, contract, documents, declarations] = await Promise.all([
    Driver.findOrFail(posting.driverId).then(identified),
    Company.findOrFail(posting.companyId),
    WorkerContract.query()
      .where('id', posting.workerContractId)
      .preload('representativeCountry', (country) => country.preload('representativeCompany'))
      .firstOrFail(),
    postingDocuments(posting),
    declarationDocuments([posting.id]).then((byPosting) => byPosting.get(posting.id) ?? []),
  ])
  const country = contract.representativeCountry
  const start = contract.startDate > today ? contract.startDate : today
  return {
    posting,
    driver,
    company,
    contract,
    country,
    documents,
    declarations,
    validToday: documents.filter((document) => isValidOn(document, today)),
    readiness: readinessOn(
      start,
      requiredCategories(country.requiredDocumentCategories),
      [...documents, ...declarations],
      contract.startDate
    ),
    today,
  }
}
