import type { Infer } from '@vinejs/vine/types'
import { BusinessException } from '#exceptions/business_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { isPlausibleDateOfBirth } from '#services/workers/worker_rules'
import type { representativeCountryValidator } from '#validators/settings'

export type RepresentativeCompanyInput = Infer<typeof representativeCountryValidator>['representativeCompany']

const calendarDate = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-')

/** The representative company's columns from its validated block; the contact's date of birth must be past. */
export function representativeCompanyColumns(input: RepresentativeCompanyInput) {
  const dateOfBirth = calendarDate(input.contact.dateOfBirth)
  if (!isPlausibleDateOfBirth(dateOfBirth, todayUtc())) {
    throw new BusinessException('settings.dateOfBirthInPast', {
      field: 'representativeCompany.contact.dateOfBirth',
      status: 422,
    })
  }
  const lines = input.address?.addressLines ?? []
  return {
    name: input.name,
    addressLine1: lines[0] || null,
    addressLine2: lines[1] || null,
    postalCode: input.address?.postalCode || null,
    city: input.address?.city || null,
    countryCode: input.address?.countryCode || null,
    phoneType: input.phone.type,
    phoneNumber: input.phone.number,
    email: input.email,
    siret: input.siret || null,
    siren: input.siren || null,
    vatNumber: input.vatNumber || null,
    fiscalCode: input.fiscalCode || null,
    personalIdentificationNumber: input.personalIdentificationNumber || null,
    contactName: input.contact.name,
    contactDateOfBirth: dateOfBirth,
    contactCityOfBirth: input.contact.cityOfBirth,
    contactCountryOfBirth: input.contact.countryOfBirth,
    contactNationality: input.contact.nationality,
  }
}
