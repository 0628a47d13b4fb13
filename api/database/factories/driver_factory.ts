import factory from '@adonisjs/lucid/factories'
import Driver from '#models/driver'

/** A driver of a company's roster; merge its companyId. */
export const DriverFactory = factory
  .define(Driver, ({ faker }) => ({
    civility: 'MR' as const,
    firstName: faker.helpers.arrayElement(['Adam', 'Michał', 'Łukasz', 'Grzegorz', 'Andrzej']),
    lastName: faker.helpers.arrayElement(['Mazur', 'Krawczyk', 'Pietrzak', 'Grabowski', 'Jabłoński']),
    dateOfBirth: faker.date.birthdate({ min: 20, max: 60, mode: 'age' }).toISOString().slice(0, 10),
    cityOfBirth: faker.helpers.arrayElement(['Radom', 'Lublin', 'Kielce', 'Płock']),
    countryCodeOfBirth: 'PL',
    countryCodeOfNationality: 'PL',
  }))
  .build()
