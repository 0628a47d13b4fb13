import vine from '@vinejs/vine'

export const PASSWORD_MIN_LENGTH = 8

const newPassword = () => vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(200)

export const loginValidator = vine.compile(
  vine.object({
    login: vine.string().trim().maxLength(254),
    password: vine.string().maxLength(200),
  })
)

export const passwordResetRequestValidator = vine.compile(
  vine.object({
    email: vine.string().trim().email().maxLength(254),
  })
)

export const passwordResetConfirmValidator = vine.compile(
  vine.object({
    token: vine.string().trim().maxLength(200),
    password: newPassword(),
    confirmPassword: vine.string().sameAs('password'),
  })
)

export const updateCredentialsValidator = vine.compile(
  vine.object({
    login: vine
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}._@-]{3,100}$/u)
      .optional(),
    email: vine.string().trim().email().maxLength(254),
    currentPassword: vine.string().maxLength(200),
  })
)

export const updatePasswordValidator = vine.compile(
  vine.object({
    currentPassword: vine.string().maxLength(200),
    password: newPassword(),
    confirmPassword: vine.string().sameAs('password'),
  })
)

/** A code from the app (6 digits) or a recovery code; the action tells which. */
const secondFactorCode = () => vine.string().trim().minLength(6).maxLength(40)

export const totpCodeValidator = vine.compile(vine.object({ code: secondFactorCode() }))

export const totpSetupValidator = vine.compile(vine.object({ code: secondFactorCode().optional() }))

export const totpDisableValidator = vine.compile(
  vine.object({ password: vine.string().maxLength(200), code: secondFactorCode() })
)
