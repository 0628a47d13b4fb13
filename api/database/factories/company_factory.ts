import factory from '@adonisjs/lucid/factories'
import Company from '#models/company'
import { COMPANY_SIZES } from '#enums/company'
import { uniquePolishVatNumber } from '#database/factories/sequence'

const CITIES: [string, string][] = [
  ['Warszawa', '00-001'],
  ['Kraków', '30-001'],
  ['Gdańsk', '80-001'],
  ['Łódź', '90-001'],
  ['Wrocław', '50-001'],
  ['Poznań', '60-001'],
]
const STREETS = ['ul. Marszałkowska', 'ul. Długa', 'al. Jerozolimskie', 'ul. Piotrkowska', 'ul. Świętojańska']
const LEGAL_FORMS = ['Sp. z o.o.', 'S.A.', 'Sp. j.', 's.c.']

/** A Polish transport company (the typical customer), with a valid-looking and unique VAT number. */
export const CompanyFactory = factory
  .define(Company, ({ faker }) => {
    const [city, postalCode] = faker.helpers.arrayElement(CITIES)
    return {
      name: `${faker.company.name()} ${faker.helpers.arrayElement(LEGAL_FORMS)}`,
      vatNumber: uniquePolishVatNumber(),
      addressLine1: `${faker.helpers.arrayElement(STREETS)} ${faker.number.int({ min: 1, max: 199 })}`,
      addressLine2: null,
      postalCode,
      city,
      countryCode: 'PL',
      size: faker.helpers.arrayElement(COMPANY_SIZES),
      source: 'WORKER' as const,
      migratedToMobilityPacket: true,
      web: null,
      siret: null,
      vatStatus: 'valid' as const,
    }
  })
  .build()
