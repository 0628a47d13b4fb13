/*
| VineJS defaults shared by every validator, and the one place where a validator crashing on hostile input
| becomes a 422.
*/
import vine, { SimpleErrorReporter } from '@vinejs/vine'
import { RequestValidator } from '@adonisjs/core/http'
import { BusinessException } from '#exceptions/business_exception'

vine.errorReporter = () => new SimpleErrorReporter()
vine.convertEmptyStringsToNull = true

/**
 * Errors that VineJS rules throw (instead of reporting) when a value has a shape no rule expects: an object with
 * its own `toString` in a number field cannot be converted (TypeError), a lone UTF-16 surrogate cannot be
 * URI-encoded (URIError), a number beyond any range (RangeError). The client sent it: it is a 422, never a 500.
 */
const HOSTILE_INPUT_ERRORS = [TypeError, URIError, RangeError]

const validateUsing = RequestValidator.prototype.validateUsing
RequestValidator.prototype.validateUsing = async function (
  this: RequestValidator,
  ...args: Parameters<typeof validateUsing>
) {
  try {
    return await validateUsing.apply(this, args)
  } catch (error) {
    if (HOSTILE_INPUT_ERRORS.some((kind) => error instanceof kind)) {
      throw new BusinessException('errors.malformed', { status: 422 })
    }
    throw error
  }
} as typeof validateUsing
