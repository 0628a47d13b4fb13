import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import VatChecker from '#services/vat/vat_checker'
import type { VatDriverAnswer } from '#services/vat/types'
import { PDF_BYTES, PNG_BYTES } from '#tests/unit/workers/file_samples'

export { PDF_BYTES, PNG_BYTES }

export const COUNTRIES = '/en/api/admin/representativeCountries'
export const INTRODUCERS = '/en/api/admin/businessIntroducers'

/** A valid introducer body; `code` unique per call unless given. */
export function introducerBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Baltic Haulage Club',
    code: `CLUB-${Math.random().toString(36).slice(2, 8)}`,
    isActive: true,
    isNumberOfWorkersNeeded: false,
    unlimitedPackageAmountCents: 6500,
    workerPackageAmountCents: null,
    workerPackageMaxNumberOfWorker: null,
    workerPackages: [],
    ...overrides,
  }
}

/** A valid country input (Germany, one per-worker package) with a complete representative company. */
export function countryInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Germany',
    code: 'DE',
    isActive: true,
    unlimitedPackageAmountCents: 8900,
    workerPackageAmountCents: 500,
    workerPackages: [{ minWorkers: 1, maxWorkers: 10, perWorkerAmountCents: 500, fixedAmountCents: null }],
    representativeCompany: {
      name: 'Vertretung Deutschland GmbH',
      address: {
        addressLines: ['Friedrichstraße 10', ''],
        postalCode: '10117',
        city: 'Berlin',
        countryCode: 'DE',
      },
      phone: { type: 'BUSINESS', number: '+49 30 123456' },
      email: 'de@representation.example',
      siret: null,
      siren: null,
      vatNumber: null,
      fiscalCode: '12/345/67890',
      personalIdentificationNumber: null,
      contact: {
        name: 'Anna Schmidt',
        dateOfBirth: '1980-05-17',
        cityOfBirth: 'München',
        countryOfBirth: 'DE',
        nationality: 'DE',
      },
    },
    ...overrides,
  }
}

export interface FilePart {
  field: string
  bytes: Buffer
  name: string
}

/** The two terms of sale a create needs, as PDFs. */
export const BOTH_TERMS: FilePart[] = [
  { field: 'termsOfSalesFr', bytes: PDF_BYTES, name: 'CGV FR.pdf' },
  { field: 'termsOfSalesPl', bytes: PDF_BYTES, name: 'OWS PL.pdf' },
]

/** A country's create or update as the back-office sends it: the `input` JSON part and the file parts. */
export function sendCountry(
  client: ApiClient,
  admin: User | null,
  options: { id?: number; input: Record<string, unknown>; files?: FilePart[] }
) {
  let request = options.id ? client.put(`${COUNTRIES}/${options.id}`) : client.post(COUNTRIES)
  request = request.field('input', JSON.stringify(options.input))
  for (const file of options.files ?? [])
    request = request.file(file.field, file.bytes, { filename: file.name })
  request = request.withCsrfToken()
  return admin ? request.loginAs(admin) : request
}

/** Makes the VAT checker's service answer `answer` until the returned function runs. */
export function vatServiceAnswers(answer: VatDriverAnswer) {
  app.container.swap(VatChecker, () => new VatChecker({ check: async () => answer }))
  return () => app.container.restore(VatChecker)
}

/** Audit lines of `action`. */
export async function auditCount(action?: string) {
  const query = db.from('audit_logs')
  if (action) query.where('action', action)
  const [row] = await query.count('* as total')
  return Number(row.total)
}
