import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import {
  declarationDateProblem,
  declarationHostCountry,
  isCalendarDate,
  missingImiFields,
  normaliseDocumentNumber,
  normalisePlate,
  type TransportOperation,
  type TransportType,
} from '@posted-workers/domain'
import type Company from '#models/company'
import PostingDeclaration from '#models/posting_declaration'
import { formatDate } from '#services/billing/format'
import type Driver from '#models/driver'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'

/** A posting as a declaration reads it: its driver and its contract's period and country. */
export interface PostingFacts {
  workerId: number
  driverId: number
  companyId: number
  contractStart: string
  contractEnd: string
  contractCountry: string
  isMobilityPackage: boolean
}

const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)

/** The posting `workerId` of the company, or 404 like a missing one. */
export async function postingFacts(
  companyId: number,
  workerId: number,
  client: QueryClientContract = db.connection()
): Promise<PostingFacts> {
  const row = await client
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .where('workers.id', workerId)
    .where('workers.company_id', companyId)
    .select(
      'workers.driver_id as driverId',
      'worker_contracts.start_date as startDate',
      'worker_contracts.end_date as endDate',
      'representative_countries.code as code',
      'representative_countries.is_mobility_package as isMobilityPackage'
    )
    .first()
  if (!row) throw new NotFoundException()
  return {
    workerId,
    driverId: Number(row.driverId),
    companyId,
    contractStart: day(row.startDate),
    contractEnd: day(row.endDate),
    contractCountry: String(row.code),
    isMobilityPackage: Boolean(row.isMobilityPackage),
  }
}

/** A declaration as sent, before its rules are checked. */
export interface DeclarationInput {
  countryCode?: string | null
  startDate: string
  endDate: string
  plates?: string[]
  transportType: TransportType
  operations: TransportOperation[]
  imiNumber?: string | null
}

const refuse = (key: string, field: string, data?: Record<string, unknown>) =>
  new BusinessException(`declarations.${key}`, { status: 422, field, data })

/** Plates normalised, each once; the first that is not a plate is refused (422). */
export function checkPlates(plates: string[]) {
  const normalised = plates.map((raw) => {
    const plate = normalisePlate(raw)
    if (!plate) throw refuse('invalidPlate', 'plates', { plate: raw })
    return plate
  })
  return [...new Set(normalised)]
}

/** A licence or card number normalised, or 422 on its field. */
export function checkDocumentNumber(value: string | null | undefined, field: string) {
  if (value === null || value === undefined || value === '') return null
  const number = normaliseDocumentNumber(value)
  if (!number) throw refuse('invalidNumber', field)
  return number
}

export function checkDay(value: string | null | undefined, field: string) {
  if (value === null || value === undefined || value === '') return null
  if (!isCalendarDate(value)) throw refuse('invalidDate', field)
  return value
}

/** The declaration's columns once its rules hold: host country, dates in the contract, plates (422 otherwise). */
export function checkDeclaration(input: DeclarationInput, posting: PostingFacts, company: Company) {
  const host = declarationHostCountry(
    { countryCode: posting.contractCountry, isMobilityPackage: posting.isMobilityPackage },
    company.countryCode,
    input.countryCode
  )
  if ('problem' in host) throw refuse(`country.${host.problem}`, 'countryCode')
  const problem = declarationDateProblem(input, {
    startDate: posting.contractStart,
    endDate: posting.contractEnd,
  })
  if (problem) {
    throw refuse(`dates.${problem}`, problem === 'endBeforeStart' ? 'endDate' : 'startDate', {
      start: formatDate(posting.contractStart),
      end: formatDate(posting.contractEnd),
    })
  }
  return {
    countryCode: host.country,
    startDate: input.startDate,
    endDate: input.endDate,
    plates: checkPlates(input.plates ?? []),
    transportType: input.transportType,
    operations: input.operations,
    imiNumber: input.imiNumber?.trim() || null,
  }
}

/**
 * One declaration at a time per posting and host country: a draft or a submitted one covering any of the same days is
 * refused (422), a withdrawn one does not count. Read in the caller's transaction.
 */
export async function checkNoOverlap(
  client: QueryClientContract,
  workerId: number,
  fields: { countryCode: string; startDate: string; endDate: string },
  exceptId: number | null = null
) {
  const query = client
    .from('posting_declarations')
    .where('worker_id', workerId)
    .where('country_code', fields.countryCode)
    .whereNot('status', 'withdrawn')
    .where('start_date', '<=', fields.endDate)
    .where('end_date', '>=', fields.startDate)
    .select('start_date', 'end_date')
  if (exceptId !== null) query.whereNot('id', exceptId)
  const other = await query.first()
  if (other) {
    throw refuse('dates.overlap', 'startDate', {
      start: formatDate(day(other.start_date)),
      end: formatDate(day(other.end_date)),
    })
  }
}

/** A declaration is submitted only when IMI has what it asks for: 422 naming what is missing. */
export function checkSubmittable(
  company: Company,
  driver: Driver,
  plates: string[],
  translate: (key: string) => string
) {
  const missing = missingImiFields({
    company: {
      communityLicenceNumber: company.communityLicenceNumber,
      transportContactName: company.transportContactName,
      transportContactEmail: company.transportContactEmail,
      transportContactPhone: company.transportContactPhone,
    },
    driver: {
      addressLine1: driver.addressLine1,
      postalCode: driver.postalCode,
      city: driver.city,
      addressCountryCode: driver.addressCountryCode,
      licenceNumber: driver.licenceNumber,
      licenceCountryCode: driver.licenceCountryCode,
      employmentStartDate: driver.employmentStartDate,
      employmentLawCountryCode: driver.employmentLawCountryCode,
    },
    plates,
  })
  if (missing.length > 0) {
    throw new BusinessException('declarations.missingFields', {
      status: 422,
      field: missing[0],
      data: { fields: missing.map((field) => translate(`declarations.fields.${field}`)).join(', ') },
      answer: { missing },
    })
  }
}

/** The company's declaration, locked for the transaction's change; another company's answers 404 like a missing one. */
export async function lockOwnDeclaration(trx: QueryClientContract, companyId: number, declarationId: number) {
  const declaration = await PostingDeclaration.query({ client: trx })
    .where('id', declarationId)
    .where('company_id', companyId)
    .forUpdate()
    .first()
  if (!declaration) throw new NotFoundException()
  return declaration
}
