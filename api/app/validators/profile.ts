import vine from '@vinejs/vine'
import { CIVILITIES, LOCALES, PHONE_TYPES, POSITIONS } from '#enums/profile'
import { phoneRule } from '#validators/rules/phone'
import { vatNumberRule } from '#validators/rules/vat_number'
import { companyAddress } from '#validators/rules/company_fields'

const name = () => vine.string().trim().maxLength(100)

const phone = () =>
  vine
    .object({
      type: vine.enum(PHONE_TYPES),
      number: vine.string().trim().maxLength(40).use(phoneRule()).optional(),
    })
    .optional()

const profileFields = {
  civility: vine.enum(CIVILITIES),
  firstName: name(),
  middleName: name().optional(),
  lastName: name(),
  position: vine.enum(POSITIONS).optional(),
  phone: phone(),
}

/** The signed-in user's own profile (portal profile page), with the language of their e-mails and documents. */
export const updateOwnProfileValidator = vine.compile(
  vine.object({
    userID: vine.number().positive().withoutDecimals(),
    profile: vine.object({ ...profileFields, language: vine.enum(LOCALES).optional() }),
  })
)

/** The language a user's e-mails and documents are written in (the portal's "keep this language"). */
export const updateLanguageValidator = vine.compile(vine.object({ language: vine.enum(LOCALES) }))

/** A profile edited by an admin in the back-office, with the company's address and VAT number. */
export const updateProfileAsAdminValidator = vine.compile(
  vine.object({
    ...profileFields,
    company: vine
      .object({
        vatNumber: vine.string().trim().maxLength(20).use(vatNumberRule()),
        address: companyAddress(),
      })
      .optional(),
  })
)
