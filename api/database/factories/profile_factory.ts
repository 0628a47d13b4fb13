import factory from '@adonisjs/lucid/factories'
import Profile from '#models/profile'
import { POSITIONS } from '#enums/profile'
import { ProfilePhoneFactory } from '#database/factories/profile_phone_factory'

const FIRST_NAMES = {
  MR: ['Jan', 'Piotr', 'Tomasz', 'Marek', 'Paweł', 'Krzysztof'],
  MRS: ['Anna', 'Katarzyna', 'Agnieszka', 'Ewa', 'Magdalena', 'Joanna'],
}
const LAST_NAMES = {
  MR: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Zieliński'],
  MRS: ['Kowalska', 'Nowak', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Zielińska'],
}

export const ProfileFactory = factory
  .define(Profile, ({ faker }) => {
    const civility = faker.helpers.arrayElement(['MR', 'MRS'] as const)
    return {
      civility,
      firstName: faker.helpers.arrayElement(FIRST_NAMES[civility]),
      middleName: null,
      lastName: faker.helpers.arrayElement(LAST_NAMES[civility]),
      position: faker.helpers.arrayElement(POSITIONS),
    }
  })
  .relation('phones', () => ProfilePhoneFactory)
  .build()
