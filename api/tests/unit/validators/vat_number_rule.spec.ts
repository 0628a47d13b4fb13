import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { normaliseVatNumber, vatNumberRule } from '#validators/rules/vat_number'

const validator = vine.compile(vine.object({ vatNumber: vine.string().trim().use(vatNumberRule()) }))

test.group('Validators | VAT number shape', () => {
  test('"{input}" is stored as {expected}')
    .with([
      { input: 'PL5260250274', expected: 'PL5260250274' },
      { input: 'pl5260250274', expected: 'PL5260250274' },
      { input: 'PL 526-025-02-74', expected: 'PL5260250274' },
      { input: 'FR 32.852.345.678', expected: 'FR32852345678' },
      { input: 'ATU12345678', expected: 'ATU12345678' },
      { input: 'NL123456789B01', expected: 'NL123456789B01' },
      { input: 'ESX1234567X', expected: 'ESX1234567X' },
      { input: 'IE1234567WA', expected: 'IE1234567WA' },
      { input: 'DK12', expected: 'DK12' },
      { input: 'CY1234567890123', expected: 'CY1234567890123' },
    ])
    .run(async ({ assert }, row) => {
      assert.deepEqual(await validator.validate({ vatNumber: row.input }), { vatNumber: row.expected })
    })

  test('"{$self}" is refused with the vatNumber rule')
    .with([
      '12',
      '5260250274',
      'P5260250274',
      'PL1',
      'CY12345678901234',
      'PL52602502_74',
      'PL 526/025/02/74',
      '1L5260250274',
    ])
    .run(async ({ assert }, input) => {
      try {
        await validator.validate({ vatNumber: input })
        assert.fail(`${input} should be refused`)
      } catch (error) {
        assert.instanceOf(error, errors.E_VALIDATION_ERROR)
        assert.deepEqual(
          (error as InstanceType<typeof errors.E_VALIDATION_ERROR>).messages.map(
            (message: { field: string; rule: string }) => [message.field, message.rule]
          ),
          [['vatNumber', 'vatNumber']]
        )
      }
    })

  test('normaliseVatNumber upper-cases and drops spaces, dots and dashes', ({ assert }) => {
    assert.equal(normaliseVatNumber(' fr 32.852-345 678 '), 'FR32852345678')
  })
})
