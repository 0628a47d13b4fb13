import vine from '@vinejs/vine'
import { CIVILITIES } from '#enums/profile'
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
