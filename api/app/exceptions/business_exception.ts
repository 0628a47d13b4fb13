import { Exception } from '@adonisjs/core/exceptions'

/**
 * A refused business input (400) carrying a translation key, and optionally the form field it concerns and
 * fields the answer carries beside `errors` (the login answers `isLoggedIn: false`).
 */
export class BusinessException extends Exception {
  static status = 400
  static code = 'E_BUSINESS_RULE'

  constructor(
    public translationKey: string,
    public options: {
      field?: string
      status?: number
      data?: Record<string, unknown>
      answer?: Record<string, unknown>
    } = {}
  ) {
    super(translationKey, { status: options.status ?? 400, code: 'E_BUSINESS_RULE' })
  }
}
