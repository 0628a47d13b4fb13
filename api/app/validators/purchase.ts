import vine from '@vinejs/vine'
import { CIVILITIES, PHONE_TYPES, POSITIONS } from '#enums/profile'
import { COMPANY_SIZES, EU_COUNTRY_CODES } from '#enums/company'
import { PAYMENT_METHODS } from '#enums/contract'
import { phoneRule } from '#validators/rules/phone'
import { vatNumberRule } from '#validators/rules/vat_number'
import { companyAddress } from '#validators/rules/company_fields'
import { PASSWORD_MIN_LENGTH } from '#validators/auth'
import { UNLIMITED_WORKERS } from '@posted-workers/domain'

/** A number of workers, 'more' (unlimited), or nothing. */
const numberOfWorkers = () =>
  vine.union([
    vine.union.if((value: unknown) => value === 'more', vine.literal('more')),
    vine.union.if(
      (value: unknown) => value === null || value === undefined,
      vine.any().nullable().optional()
    ),
    vine.union.else(vine.number().withoutDecimals().range([1, UNLIMITED_WORKERS])),
  ])

export const countryRow = () =>
  vine.object({
    countryCode: vine.string().trim().toUpperCase().fixedLength(2),
    package: vine.string().trim().maxLength(20).nullable().optional(),
    numberOfWorkers: numberOfWorkers(),
  })

export const promoCode = () => vine.string().trim().maxLength(50).nullable().optional()

export const quoteValidator = vine.compile(
  vine.object({
    promoCode: promoCode(),
    representativeCountries: vine.array(countryRow()).minLength(1).maxLength(40),
    /** Whom the VAT is computed for (services/purchase/quote_customer.ts). */
    customer: vine
      .object({
        countryCode: vine.enum(EU_COUNTRY_CODES).nullable().optional(),
        vatNumber: vine.string().trim().maxLength(20).nullable().optional(),
        companyId: vine.number().withoutDecimals().positive().nullable().optional(),
      })
      .optional(),
  })
)

export const promoCodeValidator = vine.compile(vine.object({ promoCode: promoCode() }))

export const registerValidator = vine.compile(
  vine.object({
    company: vine.object({
      name: vine.string().trim().minLength(2).maxLength(200),
      vatNumber: vine.string().trim().maxLength(20).use(vatNumberRule()),
      size: vine.enum(COMPANY_SIZES),
      address: companyAddress(),
    }),
    profile: vine.object({
      civility: vine.enum(CIVILITIES),
      firstName: vine.string().trim().maxLength(100),
      lastName: vine.string().trim().maxLength(100),
      email: vine.string().trim().email().maxLength(254),
      password: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(200),
      confirmPassword: vine.string().sameAs('password'),
      position: vine.enum(POSITIONS),
      phone: vine.object({
        type: vine.enum(PHONE_TYPES),
        number: vine.string().trim().maxLength(40).use(phoneRule()),
      }),
    }),
    promoCode: promoCode(),
    representativeCountries: vine.array(countryRow()).minLength(1).maxLength(40),
    conditions: vine.accepted(),
    mop: vine.enum(PAYMENT_METHODS),
  })
)
