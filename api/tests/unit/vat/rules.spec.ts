import { test } from '@japa/runner'
import { checkFormat, normalise } from '#services/vat/rules'
import { VAT_PREFIXES } from '#services/vat/vat_formats'

/**
 * Valid numbers: examples published with the states' rules (python-stdnum's documented cases) and numbers whose
 * check digits were computed for this table with an independent implementation of each published algorithm.
 */
const VALID: [string, string][] = [
  ['ATU13585627', 'ATU13585627'],
  ['AT U57429107', 'ATU57429107'],
  ['BE0428759497', 'BE0428759497'],
  ['BE 428.759.497', 'BE0428759497'],
  ['BE1001234592', 'BE1001234592'],
  ['BG175074752', 'BG175074752'],
  ['BG131111195', 'BG131111195'],
  ['BG7503169269', 'BG7503169269'],
  ['CY10259033P', 'CY10259033P'],
  ['CY-30009440Q', 'CY30009440Q'],
  ['CZ25123891', 'CZ25123891'],
  ['CZ27196518', 'CZ27196518'],
  ['CZ7103192745', 'CZ7103192745'],
  ['CZ8557121232', 'CZ8557121232'],
  ['CZ640903926', 'CZ640903926'],
  ['CZ530101123', 'CZ530101123'],
  ['DE136695976', 'DE136695976'],
  ['DE 812 345 673', 'DE812345673'],
  ['DK13585628', 'DK13585628'],
  ['DK 29 90 53 47', 'DK29905347'],
  ['EE100594102', 'EE100594102'],
  ['EE101373199', 'EE101373199'],
  ['EL094259216', 'EL094259216'],
  ['GR094260215', 'EL094260215'],
  ['ESB64717838', 'ESB64717838'],
  ['ES54362315K', 'ES54362315K'],
  ['ES X-5253868-R', 'ESX5253868R'],
  ['ESY1234567X', 'ESY1234567X'],
  ['ESQ2826000H', 'ESQ2826000H'],
  ['ESA28150035', 'ESA28150035'],
  ['FI20774740', 'FI20774740'],
  ['FI 0112038-9', 'FI01120389'],
  ['FR40303265045', 'FR40303265045'],
  ['FR 23 334 175 221', 'FR23334175221'],
  ['FR96552100554', 'FR96552100554'],
  ['FR44732829320', 'FR44732829320'],
  ['FRK7399859412', 'FRK7399859412'],
  ['FR4Z123456782', 'FR4Z123456782'],
  ['FR0G552100554', 'FR0G552100554'],
  ['HR33392005961', 'HR33392005961'],
  ['HR12345678903', 'HR12345678903'],
  ['HU12892312', 'HU12892312'],
  ['HU10776841', 'HU10776841'],
  ['IE6433435F', 'IE6433435F'],
  ['IE8D79739I', 'IE8D79739I'],
  ['IE3628739UA', 'IE3628739UA'],
  ['IE1234567WH', 'IE1234567WH'],
  ['IT00743110157', 'IT00743110157'],
  ['IT01234560157', 'IT01234560157'],
  ['LT119511515', 'LT119511515'],
  ['LT212637715', 'LT212637715'],
  ['LT100001919017', 'LT100001919017'],
  ['LT100004801610', 'LT100004801610'],
  ['LU15027442', 'LU15027442'],
  ['LU20281371', 'LU20281371'],
  ['LV40003521600', 'LV40003521600'],
  ['LV40003112801', 'LV40003112801'],
  ['LV16117519997', 'LV16117519997'],
  ['LV32345678901', 'LV32345678901'],
  ['MT11679112', 'MT11679112'],
  ['MT12944114', 'MT12944114'],
  ['NL004495445B01', 'NL004495445B01'],
  ['NL123456789B13', 'NL123456789B13'],
  ['PL5260250274', 'PL5260250274'],
  ['pl 526-025-02-74', 'PL5260250274'],
  ['PL1234563218', 'PL1234563218'],
  ['PL7770002895', 'PL7770002895'],
  ['PT501964843', 'PT501964843'],
  ['PT500810036', 'PT500810036'],
  ['RO18547290', 'RO18547290'],
  ['RO14230980', 'RO14230980'],
  ['SE123456789701', 'SE123456789701'],
  ['SE556677889901', 'SE556677889901'],
  ['SI50223054', 'SI50223054'],
  ['SI15729281', 'SI15729281'],
  ['SK2022749619', 'SK2022749619'],
  ['SK2020830691', 'SK2020830691'],
]

/** The same kind of numbers with one character wrong: the shape is right, the check digits are not. */
const WRONG_CHECKSUM = [
  'ATU13585626',
  'BE0431150351',
  'BE1001234593',
  'BG175074751',
  'BG7503169268',
  'CY10259033Z',
  'CY12000000A',
  'CZ25123890',
  'CZ7103192746',
  'CZ640903927',
  'CZ551301123',
  'DE136695978',
  'DK13585627',
  'EE100594103',
  'EL123456781',
  'ESB64717839',
  'ES54362315A',
  'ESX5253868Q',
  'ESQ2826000J',
  'FI20774741',
  'FR84323140391',
  'FR41303265045',
  'FR96552100555',
  'FRK7399859413',
  'FR0H552100554',
  'HR33392005962',
  'HU12892313',
  'IE6433435E',
  'IE1234567WA',
  'IE8D79739J',
  'IT00743110158',
  'IT01234561017',
  'LT100001919018',
  'LT119511516',
  'LU15027443',
  'LV40003521601',
  'LV16137519997',
  'MT11679113',
  'NL123456789B90',
  'NL004495446B01',
  'PL5260250275',
  'PL5260250284',
  'PT501964842',
  'RO18547291',
  'SE123456789101',
  'SI50223055',
  'SK2022749618',
]

const WRONG_FORMAT = [
  'ATU1234567',
  'AT12345678',
  'BE2428759497',
  'BG12345678',
  'CY1234567A8',
  'DE036695976',
  'DK03585628',
  'EL12345678A',
  'ES123456789',
  'FRIO334175221',
  'FR1234567890',
  'IE12345678',
  'IT0074311015',
  'LT1195115150',
  'NL123456789X01',
  'PL52602502740',
  'PL 526/025/02/74',
  'PT001964843',
  'RO0123',
  'SE123456789702',
  'SK202274961',
  'PL5260250274PL',
]

test.group('VAT rules | offline format and check digits', () => {
  test('"{0}" is valid and normalised to {1}')
    .with(VALID)
    .run(({ assert }, [input, normalised]) => {
      const check = checkFormat(null, input)
      assert.isTrue(check.ok, `${input}: ${JSON.stringify(check)}`)
      assert.equal(check.normalised, normalised)
    })

  test('"{$self}" is refused on its check digits')
    .with(WRONG_CHECKSUM)
    .run(({ assert }, input) => {
      assert.deepEqual(checkFormat(null, input), { ok: false, reason: 'checksum', normalised: input })
    })

  test('"{$self}" is refused on its format')
    .with(WRONG_FORMAT)
    .run(({ assert }, input) => {
      const check = checkFormat(null, input)
      assert.isFalse(check.ok)
      assert.equal(check.ok === false && check.reason, 'format')
    })

  test('"{$self}" is refused as not an EU member state')
    .with(['GB123456789', 'XI123456782', 'US123', '', '12', 'CH-123.456.789'])
    .run(({ assert }, input) => {
      const check = checkFormat(null, input)
      assert.isFalse(check.ok)
      assert.equal(check.ok === false && check.reason, 'country')
    })

  test('every member state has valid and corrupted cases in these tables', ({ assert }) => {
    const prefixes = (inputs: string[]) => new Set(inputs.map((input) => normalise(null, input).prefix))
    const valid = prefixes(VALID.map(([input]) => input))
    const corrupted = prefixes(WRONG_CHECKSUM)
    assert.lengthOf(VAT_PREFIXES, 27)
    for (const prefix of VAT_PREFIXES) {
      assert.isTrue(valid.has(prefix), `no valid ${prefix} case`)
      assert.isTrue(corrupted.has(prefix), `no corrupted ${prefix} case`)
    }
  })
})

test.group('VAT rules | country given apart from the number', () => {
  test('{countryCode} + "{vatNumber}" gives {expected}')
    .with([
      { countryCode: 'PL', vatNumber: '5260250274', expected: 'PL5260250274' },
      { countryCode: 'pl', vatNumber: 'PL 526 025 02 74', expected: 'PL5260250274' },
      { countryCode: 'FR', vatNumber: '40 303 265 045', expected: 'FR40303265045' },
      { countryCode: 'GR', vatNumber: '094259216', expected: 'EL094259216' },
      { countryCode: 'GR', vatNumber: 'EL094259216', expected: 'EL094259216' },
      { countryCode: 'EL', vatNumber: 'GR094259216', expected: 'EL094259216' },
      { countryCode: 'BE', vatNumber: '428759497', expected: 'BE0428759497' },
      { countryCode: 'AT', vatNumber: 'U13585627', expected: 'ATU13585627' },
    ])
    .run(({ assert }, row) => {
      const check = checkFormat(row.countryCode, row.vatNumber)
      assert.isTrue(check.ok)
      assert.equal(check.normalised, row.expected)
    })

  test('Greece is EL in the number and GR as a country', ({ assert }) => {
    assert.deepEqual(checkFormat('GR', '094259216'), {
      ok: true,
      normalised: 'EL094259216',
      prefix: 'EL',
      countryCode: 'GR',
      number: '094259216',
    })
  })

  test('a number of another country than the one selected is refused', ({ assert }) => {
    assert.deepEqual(checkFormat('FR', 'PL5260250274'), {
      ok: false,
      reason: 'format',
      normalised: 'FRPL5260250274',
    })
    assert.deepEqual(checkFormat('DE', '5260250274'), {
      ok: false,
      reason: 'format',
      normalised: 'DE5260250274',
    })
  })

  test('a selected country outside the EU is refused as a country', ({ assert }) => {
    assert.deepEqual(checkFormat('GB', '123456789'), {
      ok: false,
      reason: 'country',
      normalised: 'GB123456789',
    })
  })

  test('normalise splits prefix and number', ({ assert }) => {
    assert.deepEqual(normalise(null, ' fr 40.303-265 045 '), {
      prefix: 'FR',
      number: '40303265045',
      vatNumber: 'FR40303265045',
    })
    assert.deepEqual(normalise('gr', 'gr 094259216'), {
      prefix: 'EL',
      number: '094259216',
      vatNumber: 'EL094259216',
    })
  })
})
