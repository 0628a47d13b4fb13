import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { verifyCodeAttempt, verifyPasswordAttempt } from '#services/auth/password_attempts'
import { acceptSecondFactor, acceptTotpCode, encryptSecret } from '#services/auth/second_factor'
import { replaceRecoveryCodes } from '#services/auth/recovery_codes'
import { clearSecondFactor } from '#services/auth/clear_second_factor'
import { newTotpSecret, totpUrl } from '#services/auth/totp'

/** A code of the active factor (app or recovery code), throttled and counted like a password. */
async function assertSecondFactor(user: User, code: string | undefined, ip: string) {
  if (!code) throw new BusinessException('totp.codeRequired', { field: 'code', status: 422 })
  if (!(await verifyCodeAttempt(user, ip, () => acceptSecondFactor(user, code)))) {
    throw new BusinessException('totp.invalidCode', { field: 'code', status: 422 })
  }
}

function assertEnabled(user: User) {
  if (!user.hasTotp) throw new BusinessException('totp.notEnabled')
}

/**
 * The signed-in user's second factor: enrol (a pending secret, confirmed by a code from it), replace the recovery
 * codes, disable (customers only: back-office users must keep it).
 */
export default class ManageTotp {
  /**
   * A new pending secret. A user who has a factor already proves it with a code (app or recovery code): that is how
   * someone who lost the phone moves to a new one, and a hijacked session cannot.
   */
  async setup(user: User, input: { code?: string }, ip: string) {
    if (user.hasTotp) await assertSecondFactor(user, input.code, ip)
    const secret = newTotpSecret()
    user.totpPendingSecret = encryptSecret(secret)
    await user.save()
    return { secret, otpauthUrl: totpUrl(secret, user.login) }
  }

  /** Confirms the pending secret with one of its codes; answers the ten recovery codes, shown this once. */
  async enable(user: User, input: { code: string }, ip: string) {
    const pending = user.totpPendingSecret
    if (!pending) throw new BusinessException('totp.noPendingSetup')
    if (
      !(await verifyCodeAttempt(user, ip, () =>
        acceptTotpCode(user, pending, input.code, { newSecret: true })
      ))
    ) {
      throw new BusinessException('totp.invalidCode', { field: 'code', status: 422 })
    }
    return db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.merge({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: DateTime.utc() })
      await user.save()
      return { recoveryCodes: await replaceRecoveryCodes(user.id, trx) }
    })
  }

  async renewRecoveryCodes(user: User, input: { code: string }, ip: string) {
    assertEnabled(user)
    await assertSecondFactor(user, input.code, ip)
    return db.transaction(async (trx) => ({ recoveryCodes: await replaceRecoveryCodes(user.id, trx) }))
  }

  /** With the password and a code; refused to back-office users, who must sign in with a second factor. */
  async disable(user: User, input: { password: string; code: string }, ip: string) {
    if (user.isStaff) throw new BusinessException('totp.requiredForStaff', { status: 403 })
    assertEnabled(user)
    const passwordRight = await verifyPasswordAttempt(
      user,
      { typed: user.login, password: input.password, ip },
      { clears: false }
    )
    if (!passwordRight) {
      throw new BusinessException('auth.wrongCurrentPassword', { field: 'password', status: 422 })
    }
    await assertSecondFactor(user, input.code, ip)
    await db.transaction((trx) => clearSecondFactor(user, trx))
  }
}
