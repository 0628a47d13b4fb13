import { readdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import vine, { VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { BusinessException } from '#exceptions/business_exception'

/** An object whose every property read throws a TypeError, as a hostile value's own `toString` makes a rule do. */
const crashing = () =>
  new Proxy(
    {},
    {
      get() {
        throw new TypeError('hostile')
      },
    }
  )

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error
  }
  return null
}

/** Every validator exported by app/validators, by module and name. */
async function exportedValidators() {
  const folder = app.makePath('app/validators')
  const files = (await readdir(folder)).filter((file) => file.endsWith('.ts'))
  const found: [string, VineValidator<SchemaTypes, Record<string, unknown> | undefined>][] = []
  for (const file of files) {
    const module = await import(`#validators/${file.replace(/\.ts$/, '')}`)
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof VineValidator) found.push([`${file} ${name}`, value])
    }
  }
  return found
}

test.group('Validators | a crash on hostile input is a 422', () => {
  test('every exported validator, however it is called, refuses with the translated 422', async ({
    assert,
  }) => {
    const validators = await exportedValidators()
    assert.isAtLeast(validators.length, 20)

    for (const [name, validator] of validators) {
      for (const error of [
        await refusal(() => validator.validate(crashing(), { meta: {} })),
        await refusal(() => validator.tryValidate(crashing(), { meta: {} })),
      ]) {
        assert.instanceOf(error, BusinessException, name)
        assert.equal((error as BusinessException).translationKey, 'errors.malformed', name)
        assert.equal((error as BusinessException).status, 422, name)
      }
    }
  })

  test('a validator compiled, created or made with metadata later is guarded too', async ({ assert }) => {
    const schema = () => vine.object({ amount: vine.number() })
    const hostile = { amount: { toString: 1, valueOf: 1 } }

    for (const validator of [
      vine.compile(schema()),
      vine.create(schema()),
      vine.withMetaData<{ id: number }>().compile(schema()),
    ]) {
      const error = await refusal(() => validator.validate(hostile, { meta: { id: 1 } }))
      assert.instanceOf(error, BusinessException)
    }
  })

  test('an error of the code itself is not hidden', async ({ assert }) => {
    const validator = vine.compile(
      vine.object({
        amount: vine.number().transform(() => {
          throw new Error('a bug')
        }),
      })
    )

    const error = await refusal(() => validator.validate({ amount: 1 }))

    assert.notInstanceOf(error, BusinessException)
    assert.equal((error as Error).message, 'a bug')
  })
})
