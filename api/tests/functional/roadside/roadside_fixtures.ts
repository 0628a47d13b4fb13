import drive from '@adonisjs/drive/services/main'
import type { DocumentCategory } from '@posted-workers/domain'
import type Company from '#models/company'
import type Worker from '#models/worker'
import RepresentativeCountry from '#models/representative_country'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { RepresentativeCompanyFactory } from '#database/factories/representative_company_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { createCustomer } from '#tests/helpers/users'
import { createDocument, createWorker } from '#tests/functional/workers/worker_fixtures'

export { base, get, post, NOT_FOUND } from '#tests/functional/workers/worker_fixtures'

/** A PDF standing for a scan: distinct bytes per document. */
export const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`)

/**
 * A customer whose running contract is in France, represented by a company of its own, with Jan Kowalski posted on
 * it: his A1 valid, an older A1 ended, a licence, a work contract; no driver card (missing).
 */
export async function postedDriver(options: { company?: Company; firstName?: string } = {}) {
  const user = options.company ? null : await createCustomer()
  const company = options.company ?? user!.company
  const country =
    (await RepresentativeCountry.findBy('code', 'FR')) ??
    (await RepresentativeCountryFactory.merge({ code: 'FR', name: 'France' }).create())
  const representative = await RepresentativeCompanyFactory.merge({
    name: 'Représentation Test SAS',
    contactName: 'Julien Bernard',
  }).create()
  await country.merge({ representativeCompanyId: representative.id }).save()
  const contract = await WorkerContractFactory.merge({
    companyId: company.id,
    representativeCountryId: country.id,
  }).create()
  const worker = await createWorker(contract, {
    firstName: options.firstName ?? 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
    countryCodeOfNationality: 'PL',
  })
  const today = todayUtc()
  const documents = {
    a1: await stored(worker, 'A1 Kowalski.pdf', 'A1', addDays(today, 200)),
    oldA1: await stored(worker, 'A1 2025.pdf', 'A1', addDays(today, -3)),
    licence: await stored(worker, 'Prawo jazdy.pdf', 'DRIVING_LICENCE', addDays(today, 900)),
    contract: await stored(worker, 'Umowa.pdf', 'WORK_CONTRACT', null),
  }
  return { user, company, contract, worker, documents }
}

/** A document of the worker's driver with its file in the (faked) storage. */
export async function stored(
  worker: Worker,
  fileName: string,
  category: DocumentCategory,
  validUntil: string | null
) {
  const document = await createDocument(worker, { fileName, category, validUntil })
  await drive.use().put(document.fileKey, pdf(fileName))
  return document
}
