import vine from '@vinejs/vine'
import { EU_COUNTRY_CODES } from '#enums/company'
import { vatNumberRule } from '#validators/rules/vat_number'
import { siret } from '#validators/rules/company_fields'

/** A company edited by an admin in the back-office (name, address, VAT number, web, SIRET). */
export const updateCompanyAsAdminValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200),
    vatNumber: vine.string().trim().maxLength(20).use(vatNumberRule()),
    address: vine.object({
      addressLines: vine.tuple([
        vine.string().trim().minLength(1).maxLength(200),
        vine.string().trim().maxLength(200).nullable().optional(),
      ]),
      postalCode: vine.string().trim().minLength(1).maxLength(20),
      city: vine.string().trim().minLength(1).maxLength(100),
      countryCode: vine.enum(EU_COUNTRY_CODES),
    }),
    web: vine.string().trim().maxLength(255).url({ require_protocol: false }).nullable().optional(),
    siret: siret(),
  })
)

/** The business introducer an admin gives to a company's running contracts. */
export const updateActiveContractValidator = vine.compile(
  vine.object({
    businessIntroducer: vine.number().positive().withoutDecimals(),
  })
)
