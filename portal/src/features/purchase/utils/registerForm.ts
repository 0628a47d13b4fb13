import type { MessageKey } from '@/i18n/messages'
import { checkPhone } from '@/lib/phone'
import { checkNewPassword, isEmail } from '@/lib/validation'
import type { Civility, Position } from '@/types/api'
import type { CompanySize, Introducer, Mop, RegisterInput, RepresentativeCountry } from '@/features/order'
import { rowInput, type CountryRow } from '@/features/order'
import { promoCodeToSend, type PromoState } from '@/features/order'
import { FIELD_PATH } from './registerPaths'
import { rowPath } from '@/features/order'
import type { RegisterField, RegisterValues, VatStatus } from './registerValues'
import { fullVatNumber } from './vat'

export type RegisterErrors = Record<string, MessageKey>

/** What the browser can check; the server checks it all again. */
export function validateRegister(
  values: RegisterValues,
  vatStatus: VatStatus,
  rows: CountryRow[]
): RegisterErrors {
  const errors: RegisterErrors = {}
  const required = (field: RegisterField) => {
    const value = values[field]
    if (typeof value === 'string' && !value.trim()) errors[FIELD_PATH[field]] = 'common.required'
  }

  if (!values.vatCountry) errors[FIELD_PATH.vatCountry] = 'register.countryRequired'
  required('vatNumber')
  if (values.vatNumber.trim() && vatStatus === 'invalid') errors[FIELD_PATH.vatNumber] = 'register.vatInvalid'
  for (const field of ['companyName', 'addressLine1', 'postalCode', 'city', 'size'] as const) required(field)
  if (!values.addressCountry) errors[FIELD_PATH.addressCountry] = 'register.countryRequired'

  for (const field of ['civility', 'firstName', 'lastName', 'email', 'position'] as const) required(field)
  if (values.email.trim() && !isEmail(values.email)) errors[FIELD_PATH.email] = 'common.emailInvalid'
  const passwordErrors = checkNewPassword(values.password, values.confirmPassword)
  if (passwordErrors.password) errors[FIELD_PATH.password] = passwordErrors.password
  if (passwordErrors.confirmPassword) errors[FIELD_PATH.confirmPassword] = passwordErrors.confirmPassword
  const phone = checkPhone(values.phoneNumber, values.phoneCountry)
  if (phone.status === 'empty') errors[FIELD_PATH.phoneNumber] = 'common.required'
  if (phone.status === 'invalid') errors[FIELD_PATH.phoneNumber] = 'profile.phoneInvalid'
  if (phone.status === 'noCountry') errors[FIELD_PATH.phoneNumber] = 'profile.phoneCountryRequired'

  rows.forEach((row, index) => {
    if (!row.countryCode) errors[rowPath(index, 'countryCode')] = 'register.countryRequired'
  })
  if (!values.conditions) errors[FIELD_PATH.conditions] = 'register.conditionsRequired'
  return errors
}

/** The VAT number must have been accepted (an unverified number is accepted) and the promo code settled. */
export function canSubmit(errors: RegisterErrors, vatStatus: VatStatus, promo: PromoState): boolean {
  return (
    Object.keys(errors).length === 0 &&
    (vatStatus === 'valid' || vatStatus === 'unverified') &&
    promo.status !== 'pending' &&
    promo.status !== 'checking'
  )
}

export type RegisterContext = {
  rows: CountryRow[]
  countries: RepresentativeCountry[]
  promo: PromoState
  allowedMops: Mop[]
  /** The user agreed to register without the promo code nobody recognised. */
  withoutPromoCode: boolean
}

export function toRegisterInput(values: RegisterValues, context: RegisterContext): RegisterInput {
  const { rows, countries, promo, allowedMops, withoutPromoCode } = context
  const introducer: Introducer | null = withoutPromoCode ? null : promo.introducer
  const phone = checkPhone(values.phoneNumber, values.phoneCountry)
  const mop = allowedMops.length === 0 || allowedMops.includes(values.mop) ? values.mop : allowedMops[0]
  return {
    company: {
      name: values.companyName.trim(),
      vatNumber: fullVatNumber(values.vatCountry, values.vatNumber),
      size: values.size as CompanySize,
      address: {
        addressLines: [values.addressLine1.trim(), values.addressLine2.trim()],
        postalCode: values.postalCode.trim(),
        city: values.city.trim(),
        countryCode: values.addressCountry,
      },
    },
    profile: {
      civility: values.civility as Civility,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      position: values.position as Position,
      phone: {
        type: values.phoneType,
        number: phone.status === 'valid' ? phone.e164 : values.phoneNumber.trim(),
      },
    },
    promoCode: withoutPromoCode ? null : promoCodeToSend(promo),
    representativeCountries: rows.map((row) => rowInput(row, countries, introducer)),
    conditions: values.conditions,
    mop,
  }
}
