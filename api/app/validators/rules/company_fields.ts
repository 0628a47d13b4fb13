import vine from '@vinejs/vine'
import { EU_COUNTRY_CODES } from '#enums/company'

/** A customer company's address in a member state, as a registration and an admin's profile edit take it. */
export const companyAddress = () =>
  vine.object({
    addressLines: vine.tuple([
      vine.string().trim().maxLength(200),
      vine.string().trim().maxLength(200).nullable().optional(),
    ]),
    postalCode: vine.string().trim().maxLength(20),
    city: vine.string().trim().maxLength(100),
    countryCode: vine.enum(EU_COUNTRY_CODES),
  })

/** A French SIRET (14 digits), or nothing. */
export const siret = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{14}$/)
    .nullable()
    .optional()
