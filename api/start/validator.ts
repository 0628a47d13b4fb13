/*
| VineJS defaults shared by every validator, and the one place where a validator crashing on hostile input
| becomes a 422.
*/
import vine, { SimpleErrorReporter, Vine, type VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { BusinessException } from '#exceptions/business_exception'

vine.errorReporter = () => new SimpleErrorReporter()
vine.convertEmptyStringsToNull = true

/**
 * Errors that VineJS rules throw (instead of reporting) when a value has a shape no rule expects: an object with
 * its own `toString` in a number field cannot be converted (TypeError), a lone UTF-16 surrogate cannot be
 * URI-encoded (URIError), a number beyond any range (RangeError). The client sent it: it is a 422, never a 500.
 */
const HOSTILE_INPUT_ERRORS = [TypeError, URIError, RangeError]

type AnyValidator = VineValidator<SchemaTypes, Record<string, unknown> | undefined>

/**
 * VineJS gives each compiled validator its own `validate` function (not a prototype method), so the guard wraps it
 * where validators are made: `request.validateUsing`, a direct `validate` (a multipart form's JSON part) and
 * `tryValidate` all call it.
 */
function guarded<T extends AnyValidator>(validator: T): T {
  const validate = validator.validate
  validator.validate = async function (this: T, ...args: Parameters<T['validate']>) {
    try {
      return await validate.apply(this, args)
    } catch (error) {
      if (HOSTILE_INPUT_ERRORS.some((kind) => error instanceof kind)) {
        throw new BusinessException('errors.malformed', { status: 422 })
      }
      throw error
    }
  } as T['validate']
  return validator
}

const { compile, create, withMetaData } = Vine.prototype
Vine.prototype.compile = function (this: Vine, ...args: Parameters<typeof compile>) {
  return guarded(compile.apply(this, args))
} as typeof compile
Vine.prototype.create = function (this: Vine, ...args: Parameters<typeof create>) {
  return guarded(create.apply(this, args))
} as typeof create
Vine.prototype.withMetaData = function (this: Vine, ...args: Parameters<typeof withMetaData>) {
  const builder = withMetaData.apply(this, args)
  return {
    compile: (...schema: Parameters<typeof builder.compile>) => guarded(builder.compile(...schema)),
    create: (...schema: Parameters<typeof builder.create>) => guarded(builder.create(...schema)),
  }
} as typeof withMetaData
