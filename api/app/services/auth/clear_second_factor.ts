import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { deleteRecoveryCodes } from '#services/auth/recovery_codes'

/**
 * Clears `user`'s second factor in `trx`: the secret, a pending one and the recovery codes. The user turning it off
 * (ManageTotp.disable) and the resets by someone else (an admin, a company's owner) all end here; ending the user's
 * sessions, where it applies, is the caller's, after the commit.
 */
export async function clearSecondFactor(user: User, trx: TransactionClientContract) {
  user.useTransaction(trx)
  user.merge({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null })
  await user.save()
  await deleteRecoveryCodes(user.id, trx)
}
