import vine from '@vinejs/vine'
import { BACK_OFFICE_ROLES, LOCALES } from '@posted-workers/domain'

/** A new back-office user: no password (they set it from the e-mailed link). */
export const createBackOfficeUserValidator = vine.compile(
  vine.object({
    firstName: vine.string().trim().minLength(1).maxLength(100),
    lastName: vine.string().trim().minLength(1).maxLength(100),
    login: vine
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}._@-]{3,100}$/u),
    email: vine.string().trim().email().maxLength(254),
    role: vine.enum(BACK_OFFICE_ROLES),
    language: vine.enum(LOCALES),
  })
)

/** The back-office's edit: the role and whether the user may sign in (react-admin sends the whole record). */
export const updateBackOfficeUserValidator = vine.compile(
  vine.object({
    role: vine.enum(BACK_OFFICE_ROLES),
    isActive: vine.boolean(),
  })
)
