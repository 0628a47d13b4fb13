import type Company from '#models/company'
import Driver from '#models/driver'
import PostingDeclaration from '#models/posting_declaration'
import type Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { addDays } from '#services/contracts/contract_term'

/** The path of a company's declaration calls, e.g. declarations(1) + '/postingDeclarations'. */
export const companyPath = (companyId: number, lang = 'en') =>
  `/${lang}/api/eurofiscalis/company/${companyId}`

/** A declaration of a posting: a draft of its contract's first 30 days in its country, one plate, unless told. */
export async function createDeclaration(worker: Worker, fields: Partial<PostingDeclaration> = {}) {
  const contract = await WorkerContract.query()
    .where('id', worker.workerContractId)
    .preload('representativeCountry')
    .firstOrFail()
  return PostingDeclaration.create({
    workerId: worker.id,
    companyId: worker.companyId,
    countryCode: contract.representativeCountry.code,
    startDate: contract.startDate,
    endDate: addDays(contract.startDate, 29),
    plates: ['WA12345'],
    transportType: 'goods',
    operations: ['international'],
    imiNumber: null,
    workerDocumentId: null,
    status: 'draft',
    ...fields,
  })
}

/** Everything IMI asks of the operator. */
export async function completeOperator(company: Company) {
  await company
    .merge({
      communityLicenceNumber: 'PL/0001234',
      transportContactName: 'Ewa Nowak',
      transportContactEmail: 'ewa@example.com',
      transportContactPhone: '+48601234567',
    })
    .save()
}

/** Everything IMI asks of the driver. */
export async function completeDriver(driverId: number) {
  const driver = await Driver.findOrFail(driverId)
  await driver
    .merge({
      addressLine1: 'ul. Długa 1',
      postalCode: '20-001',
      city: 'Lublin',
      addressCountryCode: 'PL',
      licenceNumber: 'AB123456',
      licenceCountryCode: 'PL',
      employmentStartDate: '2020-01-01',
      employmentLawCountryCode: 'PL',
    })
    .save()
  return driver
}
