import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { BackOfficeRole } from '@posted-workers/domain'
import User from '#models/user'
import Profile from '#models/profile'
import { ROLES } from '#enums/roles'
import type { Locale } from '#enums/profile'
import { BusinessException } from '#exceptions/business_exception'
import { takenIdentifiers } from '#services/auth/user_identifiers'
import { identifierKey } from '#services/auth/identifiers'
import { recordAudit } from '#services/audit/record_audit'
import { queueMail } from '#services/mail/queue_mail'

export interface NewBackOfficeUser {
  firstName: string
  lastName: string
  login: string
  email: string
  role: BackOfficeRole
  language: Locale
}

const loginTaken = () => new BusinessException('backOfficeUsers.loginTaken', { field: 'login', status: 422 })
const emailTaken = () => new BusinessException('backOfficeUsers.emailTaken', { field: 'email', status: 422 })

/**
 * An admin opens a back-office account: names, login, e-mail, role and language, under the one-identifier rule (a
 * login or an e-mail another user signs in with is refused). No password is typed: the account gets an unknown one,
 * and its e-mail (queued once the account exists) carries the link that sets the first. Audited.
 */
export default class CreateBackOfficeUser {
  async handle(admin: User, input: NewBackOfficeUser, ip: string, requestId?: string) {
    const email = input.email.toLowerCase()
    let userId: number
    try {
      userId = await db.transaction(async (trx) => {
        const taken = await takenIdentifiers([email, input.login], null, trx)
        if (taken.some((value) => identifierKey(value) === identifierKey(email))) throw emailTaken()
        if (taken.length > 0) throw loginTaken()
        const user = await User.create(
          {
            companyId: null,
            role: ROLES[input.role],
            login: input.login,
            email,
            password: randomBytes(32).toString('base64url'),
            locale: input.language,
            isActive: true,
          },
          { client: trx }
        )
        await Profile.create(
          {
            userId: user.id,
            firstName: input.firstName,
            lastName: input.lastName,
            civility: null,
            position: null,
          },
          { client: trx }
        )
        await recordAudit(
          {
            userId: admin.id,
            action: 'backOfficeUser.create',
            subjectType: 'back_office_user',
            subjectId: user.id,
            payload: {
              after: {
                login: user.login,
                email,
                firstName: input.firstName,
                lastName: input.lastName,
                backOfficeRole: input.role,
                language: input.language,
                isActive: true,
              },
            },
            ip,
          },
          trx
        )
        return user.id
      })
    } catch (error) {
      // Another user took the login or the e-mail between the check and the save: the unique key refused it.
      if ((error as { code?: string }).code !== 'ER_DUP_ENTRY') throw error
      throw loginTaken()
    }
    await queueMail({ mail: 'backOfficeWelcome', userId }, requestId)
    return userId
  }
}
