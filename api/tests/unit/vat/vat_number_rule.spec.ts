import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { normaliseVatNumber, vatNumberRule } from '#validators/rules/vat_number'

const validator = vine.compile(vine.object({ vatNumber: vine.string().trim().use(vatNumberRule()) }))
const withCountry = vine.compile(
  vine.object({
    countryCode: vine.string(),
    vatNumber: vine
      .string()
      .trim()
      .use(vatNumberRule({ countryField: 'countryCode' })),
  })
)

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) {
      return (error.messages as { field: string; rule: string }[]).map((message) => [
        message.field,
        message.rule,
      ])
    }
    throw error
  }
  return null
}

test.group('Validators | VAT number rule', () => {
  test('"{input}" is stored as {expected}')
    .with([
      { input: 'PL5260250274', expected: 'PL5260250274' },
      { input: 'pl5260250274', expected: 'PL5260250274' },
      { input: 'PL 526-025-02-74', expected: 'PL5260250274' },
      { input: 'FR 40.303.265.045', expected: 'FR40303265045' },
      { input: 'ATU13585627', expected: 'ATU13585627' },
      { input: 'NL004495445B01', expected: 'NL004495445B01' },
      { input: 'ESX5253868R', expected: 'ESX5253868R' },
      { input: 'IE3628739UA', expected: 'IE3628739UA' },
      { input: 'GR094259216', expected: 'EL094259216' },
      { input: 'BE 428.759.497', expected: 'BE0428759497' },
    ])
    .run(async ({ assert }, row) => {
      assert.deepEqual(await validator.validate({ vatNumber: row.input }), { vatNumber: row.expected })
    })

  test('"{$self}" is refused with the vatNumber rule')
    .with([
      '12',
      '5260250274',
      'PL5260250275',
      'FR32852345679',
      'ATU12345678',
      'DK12',
      'GB123456789',
      'PL1',
      'PL52602502_74',
      'PL 526/025/02/74',
      '1L5260250274',
    ])
    .run(async ({ assert }, input) => {
      assert.deepEqual(await refusal(validator.validate({ vatNumber: input })), [['vatNumber', 'vatNumber']])
    })

  test('with a country field, the number may come without its prefix', async ({ assert }) => {
    assert.deepEqual(await withCountry.validate({ countryCode: 'FR', vatNumber: '40303265045' }), {
      countryCode: 'FR',
      vatNumber: 'FR40303265045',
    })
    assert.deepEqual(await withCountry.validate({ countryCode: 'GR', vatNumber: '094259216' }), {
      countryCode: 'GR',
      vatNumber: 'EL094259216',
    })
  })

  test('with a country field, a number of another country is refused', async ({ assert }) => {
    assert.deepEqual(await refusal(withCountry.validate({ countryCode: 'DE', vatNumber: 'PL5260250274' })), [
      ['vatNumber', 'vatNumber'],
    ])
  })

  test('normaliseVatNumber upper-cases and drops spaces, dots and dashes', ({ assert }) => {
    assert.equal(normaliseVatNumber(' fr 32.852-345 678 '), 'FR32852345678')
  })
})
