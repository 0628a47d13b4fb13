import { Exception } from '@adonisjs/core/exceptions'

/** Signed in, but this role may not do this. */
export class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
  static message = 'errors.forbidden'
}
