import User from '#models/user'
import Company from '#models/company'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/user_factory'

export { FACTORY_PASSWORD }

/**
 * A customer with a profile and one phone, in the given company or a new one; relations loaded.
 */
export async function createCustomer(
  options: { user?: Partial<User>; company?: Company; profile?: Record<string, unknown>; phone?: string } = {}
) {
  const attributes = { ...options.user, ...(options.company ? { companyId: options.company.id } : {}) }
  let builder = UserFactory.merge(attributes).with('profile', 1, (profile) =>
    profile
      .merge(options.profile ?? {})
      .with('phones', 1, (phone) => (options.phone ? phone.merge({ number: options.phone }) : phone))
  )
  if (!options.company) builder = builder.with('company')
  const user = await builder.create()
  await user.load((loader) => loader.load('company').load('profile', (profile) => profile.preload('phones')))
  return user
}

/** A back-office admin with a profile and no company. */
export async function createAdmin(options: { user?: Partial<User> } = {}) {
  const user = await UserFactory.apply('admin')
    .merge(options.user ?? {})
    .with('profile', 1, (profile) => profile.merge({ position: null }))
    .create()
  await user.load('profile')
  return user
}
