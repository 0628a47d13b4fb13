import { addDays, daysBetween, isCalendarDate } from './calendar.js'
import { EU_COUNTRY_CODES } from './enums.js'
import type { ValidityDocument } from './readiness.js'

/**
 * Posting declarations of road transport (Directive (EU) 2020/1057, Art. 1(11)(a)): what the operator, the driver and
 * each declaration must hold, how plates and licence numbers are written, the declaration's dates and states, and the
 * reminders before it ends. Pure, with the day given.
 */

export const DECLARATION_STATUSES = ['draft', 'submitted', 'withdrawn'] as const
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number]
/** What a declaration shows: its status, or `expired` once a draft or a submitted one has passed its last day. */
export type DeclarationState = DeclarationStatus | 'expired'

export const TRANSPORT_TYPES = ['goods', 'passengers'] as const
export type TransportType = (typeof TRANSPORT_TYPES)[number]
export const TRANSPORT_OPERATIONS = ['international', 'cabotage'] as const
export type TransportOperation = (typeof TRANSPORT_OPERATIONS)[number]

/** A declaration covers at most six months (IMI refuses longer ones): its end is before the same day six months on. */
export const DECLARATION_MAX_MONTHS = 6
export const MAX_PLATES = 20

/** The one transition table of a declaration's status. */
const TRANSITIONS: Record<DeclarationStatus, readonly DeclarationStatus[]> = {
  draft: ['submitted'],
  submitted: ['withdrawn'],
  withdrawn: [],
}

export function canMoveDeclaration(from: DeclarationStatus, to: DeclarationStatus) {
  return TRANSITIONS[from].includes(to)
}

export function declarationState(
  declaration: { status: DeclarationStatus; endDate: string },
  today: string
): DeclarationState {
  if (declaration.status !== 'withdrawn' && declaration.endDate < today) return 'expired'
  return declaration.status
}

/** A submitted declaration covering `today`: what lets a driver cross into its country. */
export function isCurrentDeclaration(
  declaration: { status: DeclarationStatus; startDate: string; endDate: string },
  today: string
) {
  return declaration.status === 'submitted' && declaration.startDate <= today && today <= declaration.endDate
}

/** A submitted declaration counts for readiness as the posting's POSTING_DECLARATION document, valid for its dates. */
export function declarationAsDocument(declaration: { startDate: string; endDate: string }): ValidityDocument {
  return {
    category: 'POSTING_DECLARATION',
    validFrom: declaration.startDate,
    validUntil: declaration.endDate,
  }
}

/**
 * A number plate as IMI and a controller read it: upper case letters and digits, separators (spaces, dashes, dots)
 * dropped; null when anything else is in it or it is not 2 to 12 characters long.
 */
export function normalisePlate(raw: string): string | null {
  const trimmed = raw.trim().toUpperCase()
  if (!/^[A-Z0-9][A-Z0-9 .\-·]*$/.test(trimmed)) return null
  const plate = trimmed.replace(/[ .\-·]/g, '')
  if (plate.length < 2 || plate.length > 12 || !/\d/.test(plate)) return null
  return plate
}

/** A driving licence or driver card number: upper case, spaces and dashes dropped; null unless 4 to 30 letters or digits. */
export function normaliseDocumentNumber(raw: string): string | null {
  const number = raw.trim().toUpperCase().replace(/[\s-]/g, '')
  return /^[A-Z0-9]{4,30}$/.test(number) ? number : null
}

export type DeclarationDateProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong' | 'outsideContract'

/** The last day a declaration starting on `start` may cover: six months on, less a day. */
export function latestDeclarationEnd(start: string) {
  const [year, month, day] = start.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + DECLARATION_MAX_MONTHS, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastOfMonth))
  return addDays(target.toISOString().slice(0, 10), -1)
}

/** Why a declaration's dates are refused (null: they hold): in order, at most six months, inside the contract. */
export function declarationDateProblem(
  dates: { startDate: string; endDate: string },
  contract: { startDate: string; endDate: string }
): DeclarationDateProblem | null {
  if (!isCalendarDate(dates.startDate) || !isCalendarDate(dates.endDate)) return 'invalidDate'
  if (dates.endDate < dates.startDate) return 'endBeforeStart'
  if (dates.endDate > latestDeclarationEnd(dates.startDate)) return 'tooLong'
  if (dates.startDate < contract.startDate || dates.endDate > contract.endDate) return 'outsideContract'
  return null
}

export type HostCountryProblem = 'fixedCountry' | 'notEu' | 'ownCountry' | 'required'

/**
 * The host country of a declaration: a country's contract fixes it; the EU Mobility Package lets the company choose an
 * EU country other than its own. Answers the country or the problem.
 */
export function declarationHostCountry(
  contract: { countryCode: string; isMobilityPackage: boolean },
  companyCountryCode: string,
  chosen: string | null | undefined
): { country: string } | { problem: HostCountryProblem } {
  const wanted = chosen?.trim().toUpperCase() || null
  if (!contract.isMobilityPackage) {
    if (wanted !== null && wanted !== contract.countryCode) return { problem: 'fixedCountry' }
    return { country: contract.countryCode }
  }
  if (wanted === null) return { problem: 'required' }
  if (!(EU_COUNTRY_CODES as readonly string[]).includes(wanted)) return { problem: 'notEu' }
  if (wanted === companyCountryCode.toUpperCase()) return { problem: 'ownCountry' }
  return { country: wanted }
}

/** What IMI needs of the operator and the driver, as the fields a submission finds empty. */
export interface ImiFacts {
  company: {
    communityLicenceNumber: string | null
    transportContactName: string | null
    transportContactEmail: string | null
    transportContactPhone: string | null
  }
  driver: {
    addressLine1: string | null
    postalCode: string | null
    city: string | null
    addressCountryCode: string | null
    licenceNumber: string | null
    licenceCountryCode: string | null
    employmentStartDate: string | null
    employmentLawCountryCode: string | null
  }
  plates: string[]
}

export const IMI_REQUIRED_FIELDS = [
  'communityLicenceNumber',
  'transportContactName',
  'transportContactEmail',
  'transportContactPhone',
  'addressLine1',
  'postalCode',
  'city',
  'addressCountryCode',
  'licenceNumber',
  'licenceCountryCode',
  'employmentStartDate',
  'employmentLawCountryCode',
  'plates',
] as const
export type ImiRequiredField = (typeof IMI_REQUIRED_FIELDS)[number]

/** The IMI fields still empty, in the export's order: a declaration is submitted only without any. */
export function missingImiFields(facts: ImiFacts): ImiRequiredField[] {
  const values: Record<ImiRequiredField, unknown> = {
    ...facts.company,
    ...facts.driver,
    plates: facts.plates.length > 0 ? facts.plates : null,
  }
  return IMI_REQUIRED_FIELDS.filter((field) => {
    const value = values[field]
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  })
}

/**
 * The columns of the IMI export, in the order and with the words of the portal's forms (operator, driver, then the
 * declaration), which follow Art. 1(11)(a) of the directive.
 */
export const IMI_EXPORT_FIELDS = [
  'companyName',
  'communityLicenceNumber',
  'transportContactName',
  'transportContactEmail',
  'transportContactPhone',
  'lastName',
  'firstName',
  'dateOfBirth',
  'address',
  'addressCountryCode',
  'licenceNumber',
  'licenceCountryCode',
  'driverCardNumber',
  'employmentStartDate',
  'employmentLawCountryCode',
  'countryCode',
  'startDate',
  'endDate',
  'plates',
  'transportType',
  'operations',
  'imiNumber',
  'status',
] as const
export type ImiExportField = (typeof IMI_EXPORT_FIELDS)[number]

/** Days before its last day on which a declaration's reminders fall. */
export const DECLARATION_REMINDER_DAYS = { first: 14, second: 3 } as const
export type DeclarationReminderStage = keyof typeof DECLARATION_REMINDER_DAYS

/**
 * The reminder due on `today` for a submitted declaration, or null: 14 days before its end, then 3 days before, up to
 * its last day (a stage whose day passed unsent is sent while it is the latest due). No reminder when another
 * submitted declaration of the same posting and country covers the day after it ends.
 */
export function dueDeclarationStage(
  declaration: { status: DeclarationStatus; endDate: string; countryCode: string },
  others: { status: DeclarationStatus; startDate: string; endDate: string; countryCode: string }[],
  today: string
): DeclarationReminderStage | null {
  if (declaration.status !== 'submitted' || today > declaration.endDate) return null
  const dayAfter = addDays(declaration.endDate, 1)
  const continued = others.some(
    (other) =>
      other !== declaration &&
      other.countryCode === declaration.countryCode &&
      isCurrentDeclaration(other, dayAfter)
  )
  if (continued) return null
  const left = daysBetween(today, declaration.endDate)
  if (left <= DECLARATION_REMINDER_DAYS.second) return 'second'
  if (left <= DECLARATION_REMINDER_DAYS.first) return 'first'
  return null
}
