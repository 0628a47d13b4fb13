import vine from '@vinejs/vine'
import {
  AUTHORITY_REQUEST_KINDS,
  AUTHORITY_REQUEST_STATUSES,
  EU_COUNTRY_CODES,
  isoDate,
} from '@posted-workers/domain'

/** A calendar date 'YYYY-MM-DD', read back as that same string (impossible days are refused). */
const calendarDate = () => vine.date({ formats: ['YYYY-MM-DD'] }).transform(isoDate)
/** The same, or null: a transform would be handed the null (the action reads the Date back as a day). */
const optionalDate = () =>
  vine
    .date({ formats: ['YYYY-MM-DD'] })
    .nullable()
    .optional()
const MAX_DRIVERS = 200

/**
 * An inspector's request as the staff log or edit it. The due date defaults to 8 weeks after the day it was
 * received; the dates' order and the drivers' company are business rules checked by the action.
 */
export const authorityRequestValidator = vine.compile(
  vine.object({
    companyId: vine.number().withoutDecimals().positive(),
    countryCode: vine
      .string()
      .trim()
      .toUpperCase()
      .in([...EU_COUNTRY_CODES]),
    authority: vine.string().trim().minLength(1).maxLength(200),
    reference: vine.string().trim().minLength(1).maxLength(100),
    receivedOn: calendarDate(),
    dueOn: optionalDate(),
    periodStart: optionalDate(),
    periodEnd: optionalDate(),
    status: vine
      .string()
      .in([...AUTHORITY_REQUEST_STATUSES])
      .optional(),
    notes: vine.string().trim().maxLength(5000).nullable().optional(),
    driverIds: vine
      .array(vine.number().withoutDecimals().positive())
      .minLength(1)
      .maxLength(MAX_DRIVERS)
      .distinct(),
    kinds: vine
      .array(vine.string().in([...AUTHORITY_REQUEST_KINDS]))
      .minLength(1)
      .distinct(),
  })
)
