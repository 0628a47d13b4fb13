import { Exception } from '@adonisjs/core/exceptions'

export class NotFoundException extends Exception {
  static status = 404
  static code = 'E_ROW_NOT_FOUND'
  static message = 'Not found'
}
