import type { ApiClient } from '@japa/api-client'
import type Company from '#models/company'
import type User from '#models/user'
import Worker from '#models/worker'
import Driver from '#models/driver'
import { documentScope } from '@posted-workers/domain'
import { DriverFactory } from '#database/factories/driver_factory'
import WorkerDocument from '#models/worker_document'
import type WorkerContract from '#models/worker_contract'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { WorkerFactory } from '#database/factories/worker_factory'
import { createCustomer } from '#tests/helpers/users'
import { inDays } from '#tests/helpers/purchase'

/** The path of a company's workers calls, e.g. base('fr', 1) + '/worker/3/update'. */
export const base = (companyId: number, lang = 'en') =>
  `/${lang}/api/eurofiscalis/workers/company/${companyId}`

export const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

export const WORKER_FIELDS = {
  civility: 'MR',
  firstName: 'Jan',
  lastName: 'Kowalski',
  dateOfBirth: '1980-05-14',
  cityOfBirth: 'Lublin',
  countryCodeOfBirth: 'PL',
  countryCodeOfNationality: 'pl',
}

/** A contract of `company` in a country of its own: active and unlimited unless told. */
export function createContract(
  company: Company,
  options: { allowedNumberOfWorkers?: number | null; expired?: boolean } = {}
) {
  return WorkerContractFactory.merge({
    companyId: company.id,
    allowedNumberOfWorkers: options.allowedNumberOfWorkers ?? null,
    ...(options.expired ? { startDate: inDays(-200), endDate: inDays(-18) } : {}),
  })
    .with('representativeCountry')
    .create()
}

/** A customer of a new company with one active unlimited contract. */
export async function customerWithContract(options: { allowedNumberOfWorkers?: number | null } = {}) {
  const user = await createCustomer()
  const contract = await createContract(user.company, options)
  return { user, company: user.company, contract }
}

/** The person's fields a test may set on the driver of a new posting, or the driver to post. */
export type PostingFields = Partial<
  Pick<
    Driver,
    | 'civility'
    | 'firstName'
    | 'lastName'
    | 'dateOfBirth'
    | 'cityOfBirth'
    | 'countryCodeOfBirth'
    | 'countryCodeOfNationality'
  >
> & { driverId?: number }

/** A posting on `contract`: of the driver named, or of a new driver of the company (with the fields given). */
export async function createWorker(contract: WorkerContract, fields: PostingFields = {}) {
  const { driverId, ...identity } = fields
  const driver = driverId
    ? await Driver.findOrFail(driverId)
    : await DriverFactory.merge({ companyId: contract.companyId, ...identity }).create()
  const worker = await WorkerFactory.merge({
    workerContractId: contract.id,
    companyId: contract.companyId,
    driverId: driver.id,
  }).create()
  await worker.load('driver')
  return worker
}

/** A document of the posting's driver: the person's or the posting's, by its category (an A1 unless told). */
export function createDocument(worker: Worker, fields: Partial<WorkerDocument> = {}) {
  const category = fields.category ?? 'A1'
  return WorkerDocument.create({
    driverId: worker.driverId,
    workerId: documentScope(category) === 'driver' ? null : worker.id,
    fileName: 'A1 Kowalski.pdf',
    category,
    mime: 'application/pdf',
    sizeBytes: 10,
    fileKey: `drivers/${worker.companyId}/${worker.driverId}/fixture-${Math.random().toString(36).slice(2)}`,
    ...fields,
  })
}

export { get, post } from '#tests/helpers/http'

/** A multipart upload: files in order, one category each (or the categories given). */
export function upload(
  client: ApiClient,
  user: User,
  path: string,
  files: { name: string; bytes: Buffer }[],
  categories: string[] = files.map(() => 'A1')
) {
  let request = client.post(path).withCsrfToken().loginAs(user)
  for (const file of files) request = request.file('files', file.bytes, { filename: file.name })
  for (const category of categories) request = request.field('categories', category)
  return request
}

export async function workerCount(contract: WorkerContract) {
  const [row] = await Worker.query().where('worker_contract_id', contract.id).count('* as total')
  return Number(row.$extras.total)
}
