import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Profile from '#models/profile'
import ProfilePhone from '#models/profile_phone'
import type { Civility, PhoneType, Position } from '#enums/profile'
import { BusinessException } from '#exceptions/business_exception'

export interface ProfileInput {
  civility: Civility
  firstName: string
  middleName?: string | null
  lastName: string
  position?: Position | null
  phone?: { type: PhoneType; number?: string | null }
}

/**
 * Writes the profile fields and its first phone, inside the caller's transaction. A profile that has a
 * position keeps one: the field is shown, hence required.
 */
export async function saveProfile(
  profile: Profile,
  input: ProfileInput,
  trx: TransactionClientContract,
  fieldPrefix = ''
) {
  if (profile.position && !input.position) {
    throw new BusinessException('validator.shared.messages.required', {
      field: `${fieldPrefix}position`,
      status: 422,
    })
  }

  profile.useTransaction(trx)
  profile.merge({
    civility: input.civility,
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    position: input.position ?? profile.position,
  })
  await profile.save()

  if (input.phone) {
    const first = await ProfilePhone.query({ client: trx })
      .where('profile_id', profile.id)
      .orderBy('position')
      .first()
    if (!input.phone.number) {
      if (first) await first.delete()
    } else if (first) {
      first.merge({ type: input.phone.type, number: input.phone.number })
      await first.save()
    } else {
      await ProfilePhone.create(
        { profileId: profile.id, type: input.phone.type, number: input.phone.number, position: 0 },
        { client: trx }
      )
    }
  }
}
