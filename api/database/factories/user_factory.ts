import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { ROLES } from '#enums/roles'
import { nextSequence } from '#database/factories/sequence'
import { CompanyFactory } from '#database/factories/company_factory'
import { ProfileFactory } from '#database/factories/profile_factory'

/** The password every factory user gets, unless a test merges another one. */
export const FACTORY_PASSWORD = 'Correct-Horse-42'

/**
 * A customer by default. States: `admin` (back-office role, no company), `inactive` (disabled account).
 * Relations: `company`, `profile` (and through it `phones`).
 */
export const UserFactory = factory
  .define(User, ({ faker }) => {
    const login = `${faker.internet
      .username()
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')}.${nextSequence()}`
    return {
      login,
      email: `${login}@${faker.internet.domainName()}`,
      password: FACTORY_PASSWORD,
      role: ROLES.customer,
      locale: 'pl' as const,
      isActive: true,
    }
  })
  .state('admin', (user) => {
    user.role = ROLES.admin
    user.companyId = null
    user.locale = 'fr'
  })
  .state('inactive', (user) => {
    user.isActive = false
  })
  .relation('company', () => CompanyFactory)
  .relation('profile', () => ProfileFactory)
  .build()
