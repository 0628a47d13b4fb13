import vine from '@vinejs/vine'
import { CIVILITIES } from '#enums/profile'
import { DOCUMENT_CATEGORIES } from '#enums/contract'
import { READINESS_STATES } from '@posted-workers/domain'
import { countryCode } from '#validators/rules/country_code'

const name = () => vine.string().trim().minLength(1).maxLength(100)

/** The fields of a worker, on creation and update; the date's range is a business rule checked by the action. */
export const workerValidator = vine.compile(
  vine.object({
    civility: vine.enum(CIVILITIES),
    firstName: name(),
    lastName: name(),
    dateOfBirth: vine.date({ formats: ['YYYY-MM-DD'] }),
    cityOfBirth: name(),
    countryCodeOfBirth: countryCode(),
    countryCodeOfNationality: countryCode(),
  })
)

export const duplicateWorkerValidator = vine.compile(
  vine.object({ contract: vine.number().positive().withoutDecimals() })
)

/**
 * A document's category and details after its upload (document_details.ts checks them against the category: a
 * date where it is needed, dates in order). Absent or empty details are none.
 */
export const documentUpdateValidator = vine.compile(
  vine.object({
    category: vine.enum(DOCUMENT_CATEGORIES).optional(),
    documentNumber: vine.string().trim().maxLength(50).optional().nullable(),
    issuingCountry: vine.string().trim().optional().nullable(),
    validFrom: vine.string().trim().optional().nullable(),
    validUntil: vine.string().trim().optional().nullable(),
  })
)

/** The roster's query: a search, one driver (a reminder's link), a readiness, a page (at most 100 drivers). */
export const rosterValidator = vine.compile(
  vine.object({
    filter: vine.string().trim().maxLength(100).optional(),
    driver: vine.number().withoutDecimals().positive().optional(),
    readiness: vine.enum(READINESS_STATES).optional(),
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

/** The address a roadside link is sent to. */
export const roadsideSendValidator = vine.compile(
  vine.object({ email: vine.string().trim().maxLength(254).email() })
)
