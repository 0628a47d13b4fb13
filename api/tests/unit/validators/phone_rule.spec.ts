import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { phoneRule } from '#validators/rules/phone'

const validator = vine.compile(vine.object({ number: vine.string().trim().use(phoneRule()) }))

test.group('Validators | phone rule', () => {
  test('"{input}" is stored as {expected}')
    .with([
      { input: '601 234 567', expected: '+48601234567' },
      { input: '601-234-567', expected: '+48601234567' },
      { input: '+48 601 234 567', expected: '+48601234567' },
      { input: '0048 601 234 567', expected: '+48601234567' },
      { input: '  +48601234567  ', expected: '+48601234567' },
      { input: '22 123 45 67', expected: '+48221234567' },
      { input: '+33 1 42 60 00 00', expected: '+33142600000' },
      { input: '+33 6 12 34 56 78', expected: '+33612345678' },
      { input: '+49 30 1234567', expected: '+49301234567' },
    ])
    .run(async ({ assert }, row) => {
      assert.deepEqual(await validator.validate({ number: row.input }), { number: row.expected })
    })

  test('"{$self}" is refused with the phone rule')
    .with(['12', '601 234', '601 234 567 890', 'not a number', '+48 000 000 000', '+999 123 456 789'])
    .run(async ({ assert }, input) => {
      try {
        await validator.validate({ number: input })
        assert.fail(`${input} should be refused`)
      } catch (error) {
        assert.instanceOf(error, errors.E_VALIDATION_ERROR)
        assert.deepEqual(
          (error as InstanceType<typeof errors.E_VALIDATION_ERROR>).messages.map(
            (message: { field: string; rule: string }) => [message.field, message.rule]
          ),
          [['number', 'phone']]
        )
      }
    })
})
