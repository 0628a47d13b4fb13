import factory from '@adonisjs/lucid/factories'
import RepresentativeCompany from '#models/representative_company'

/** The local company that represents posted workers in a country. */
export const RepresentativeCompanyFactory = factory
  .define(RepresentativeCompany, ({ faker }) => ({
    name: `${faker.company.name()} Representation SAS`,
    addressLine1: `${faker.number.int({ min: 1, max: 120 })} rue de la République`,
    addressLine2: null,
    postalCode: '69002',
    city: 'Lyon',
    countryCode: 'FR',
    phoneType: 'BUSINESS' as const,
    phoneNumber: `+3314${faker.string.numeric(7)}`,
    email: faker.internet.email().toLowerCase(),
    siret: faker.string.numeric(14),
    siren: faker.string.numeric(9),
    vatNumber: `FR${faker.string.numeric(11)}`,
    fiscalCode: null,
    personalIdentificationNumber: null,
    contactName: faker.person.fullName(),
    contactDateOfBirth: faker.date.birthdate({ min: 30, max: 60, mode: 'age' }).toISOString().slice(0, 10),
    contactCityOfBirth: 'Lyon',
    contactCountryOfBirth: 'FR',
    contactNationality: 'FR',
  }))
  .build()
