import factory from '@adonisjs/lucid/factories'
import ProfilePhone from '#models/profile_phone'

/** A Polish mobile number in E.164, as the phone rule stores it. */
export const ProfilePhoneFactory = factory
  .define(ProfilePhone, ({ faker }) => ({
    type: 'BUSINESS' as const,
    number: `+4860${faker.string.numeric(7)}`,
    position: 0,
  }))
  .build()
