import vine from '@vinejs/vine'
import { COMPANY_ROLES } from '@posted-workers/domain'
import { PASSWORD_MIN_LENGTH } from '#validators/auth'

const role = () => vine.enum(COMPANY_ROLES)

export const inviteUserValidator = vine.compile(
  vine.object({
    email: vine.string().trim().email().maxLength(254),
    role: role(),
    language: vine.enum(['fr', 'pl', 'en'] as const),
  })
)

export const changeRoleValidator = vine.compile(vine.object({ role: role() }))

export const invitationTokenValidator = vine.compile(
  vine.object({ token: vine.string().trim().maxLength(200) })
)

export const acceptInvitationValidator = vine.compile(
  vine.object({
    token: vine.string().trim().maxLength(200),
    firstName: vine.string().trim().minLength(1).maxLength(100),
    lastName: vine.string().trim().minLength(1).maxLength(100),
    login: vine
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}._@-]{3,100}$/u)
      .optional(),
    password: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(200),
    confirmPassword: vine.string().sameAs('password'),
  })
)
