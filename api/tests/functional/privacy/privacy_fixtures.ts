import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import Driver from '#models/driver'
import type Worker from '#models/worker'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { createCustomer } from '#tests/helpers/users'
import { createDocument, createWorker } from '#tests/functional/workers/worker_fixtures'
import {
  addAuthorityFile,
  createAuthorityRequest,
} from '#tests/functional/authority_requests/authority_request_fixtures'

export const driverPath = (companyId: number, driverId: number, lang = 'en') =>
  `/${lang}/api/eurofiscalis/company/${companyId}/drivers/${driverId}`

/** A contract of `company` from `startDate` to `endDate`. */
export function contractBetween(company: Company, startDate: string, endDate: string) {
  return WorkerContractFactory.merge({
    companyId: company.id,
    startDate,
    endDate,
    allowedNumberOfWorkers: null,
  })
    .with('representativeCountry')
    .create()
}

/**
 * A customer whose driver Jan Kowalski was posted on one contract ending `endDate`, added to the roster well before,
 * with his identity and IMI details filled, an A1 (the person's) and a work contract (the posting's), both stored
 * on the configured disk, and a roadside link.
 */
export async function postedDriver(endDate: string, startDate = '2020-01-01') {
  const user = await createCustomer()
  const contract = await contractBetween(user.company, startDate, endDate)
  const worker = await createWorker(contract, {
    firstName: 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
    cityOfBirth: 'Lublin',
  })
  await db
    .from('drivers')
    .where('id', worker.driverId)
    .update({
      created_at: `${startDate} 08:00:00`,
      address_line_1: 'ul. Długa 5',
      postal_code: '20-001',
      city: 'Lublin',
      address_country_code: 'PL',
      licence_number: 'PL1234567',
      licence_country_code: 'PL',
      driver_card_number: 'PL0000000123456',
    })
  const a1 = await storedDocument(worker, 'A1', 'A1 Kowalski.pdf')
  const contractDocument = await storedDocument(worker, 'WORK_CONTRACT', 'Umowa Kowalski.pdf')
  const [linkId] = await db.table('roadside_links').insert({
    worker_id: worker.id,
    company_id: worker.companyId,
    token_hash: randomBytes(32).toString('hex'),
    token_encrypted: 'encrypted',
    expires_on: endDate,
    created_at: new Date(),
  })
  await db.table('roadside_openings').insert({ roadside_link_id: Number(linkId), opened_at: new Date() })
  return { user, company: user.company, contract, worker, driverId: worker.driverId, a1, contractDocument }
}

/** A document of the posting's driver with its bytes on the configured disk (local or S3). */
export async function storedDocument(worker: Worker, category: 'A1' | 'WORK_CONTRACT', fileName: string) {
  const document = await createDocument(worker, { category, fileName })
  await drive.use().put(document.fileKey, `%PDF-1.4\n% ${fileName}\n%%EOF\n`)
  return document
}

/** An inspector's request concerning the driver, with a payslip of his stored on the disk. */
export async function requestWithPayslip(
  companyId: number,
  driverId: number,
  status: 'open' | 'closed',
  closedOn: string | null = null
) {
  const requestId = await createAuthorityRequest({ id: companyId }, [driverId], { status })
  await db.from('authority_requests').where('id', requestId).update({ closed_on: closedOn })
  const fileKey = `authority-requests/${requestId}/payslip-${Math.random().toString(36).slice(2)}`
  await drive.use().put(fileKey, '%PDF-1.4\n% payslip\n%%EOF\n')
  await addAuthorityFile(requestId, { kind: 'PAYSLIPS', driverId, fileKey, fileName: 'payslip Kowalski.pdf' })
  return { requestId, fileKey }
}

export const driverRow = (driverId: number) => Driver.findOrFail(driverId)

export const fileExists = (key: string) => drive.use().exists(key)
