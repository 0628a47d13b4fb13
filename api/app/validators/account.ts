import vine from '@vinejs/vine'
import { PAYMENT_METHODS } from '#enums/contract'
import { countryRow, promoCode } from '#validators/purchase'

/** Country rows of a renewal or an upgrade: the registration's rows. */
const rows = () => vine.array(countryRow()).minLength(1).maxLength(40)

export const upgradeQuoteValidator = vine.compile(vine.object({ representativeCountries: rows() }))

export const upgradeValidator = vine.compile(
  vine.object({
    representativeCountries: rows(),
    conditions: vine.accepted(),
    mop: vine.enum(PAYMENT_METHODS),
  })
)

export const renewValidator = vine.compile(
  vine.object({
    promoCode: promoCode(),
    representativeCountries: rows(),
    conditions: vine.accepted(),
    mop: vine.enum(PAYMENT_METHODS),
  })
)
