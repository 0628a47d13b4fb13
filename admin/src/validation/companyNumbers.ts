const digitsOnly = (value: string) => value.replace(/\s/g, '')

const digitsValidator = (length: number, message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !new RegExp(`^\\d{${length}}$`).test(digitsOnly(value))
    ? message
    : undefined

/** French company numbers, when given: a SIRET has 14 digits, a SIREN 9 (spaces people type are dropped). */
export const validSiret = digitsValidator(14, 'app.validation.siret')
export const validSiren = digitsValidator(9, 'app.validation.siren')

/** What the server stores: the digits without spaces. */
export const parseCompanyNumber = (value: string | null | undefined) => digitsOnly(value ?? '')
