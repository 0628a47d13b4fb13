import { test } from '@japa/runner'
import VatChecker from '#services/vat/vat_checker'
import { OfflineVatDriver } from '#services/vat/drivers/offline_driver'
import type { VatDriver, VatDriverAnswer, VatLookup } from '#services/vat/types'

/** A driver answering what the test says, and remembering what it was asked. */
class ScriptedDriver implements VatDriver {
  lookups: VatLookup[] = []
  constructor(private answer: VatDriverAnswer | Error) {}

  async check(lookup: VatLookup) {
    this.lookups.push(lookup)
    if (this.answer instanceof Error) throw this.answer
    return this.answer
  }
}

test.group('VAT | checker', () => {
  test('a wrong {reason} is invalid without asking the driver')
    .with([
      { reason: 'checksum', countryCode: 'PL', vatNumber: '5260250275', normalised: 'PL5260250275' },
      { reason: 'format', countryCode: 'DE', vatNumber: '12345', normalised: 'DE12345' },
      { reason: 'country', countryCode: null, vatNumber: 'GB123456789', normalised: 'GB123456789' },
    ])
    .run(async ({ assert }, row) => {
      const driver = new ScriptedDriver({ outcome: 'valid' })

      const result = await new VatChecker(driver).check(row.countryCode, row.vatNumber)

      assert.equal(result.status, 'invalid')
      assert.equal(result.reason, row.reason)
      assert.equal(result.vatNumber, row.normalised)
      assert.lengthOf(driver.lookups, 0)
    })

  test('a valid answer keeps the proof; the driver gets the VAT prefix and the bare number', async ({
    assert,
  }) => {
    const driver = new ScriptedDriver({
      outcome: 'valid',
      name: 'ACME AE',
      address: 'ATHINA',
      consultationNumber: 'WAPI123',
    })

    const result = await new VatChecker(driver).check('GR', '094259216')

    assert.deepEqual(driver.lookups, [{ prefix: 'EL', number: '094259216' }])
    assert.containsSubset(result, {
      status: 'valid',
      countryCode: 'GR',
      vatNumber: 'EL094259216',
      name: 'ACME AE',
      address: 'ATHINA',
      consultationNumber: 'WAPI123',
    })
    assert.isTrue(result.checkedAt.isValid)
  })

  test('the driver saying invalid is invalid', async ({ assert }) => {
    const result = await new VatChecker(new ScriptedDriver({ outcome: 'invalid' })).check('PL', '5260250274')

    assert.containsSubset(result, { status: 'invalid', reason: 'vies', vatNumber: 'PL5260250274' })
  })

  test('the driver unable to answer, or failing, leaves a well-formed number unverified', async ({
    assert,
  }) => {
    const unavailable = new ScriptedDriver({ outcome: 'unavailable', error: 'MS_UNAVAILABLE' })
    const failing = new ScriptedDriver(new TypeError('boom'))

    assert.containsSubset(await new VatChecker(unavailable).check(null, 'PL5260250274'), {
      status: 'unverified',
      reason: 'MS_UNAVAILABLE',
    })
    assert.containsSubset(await new VatChecker(failing).check(null, 'PL5260250274'), {
      status: 'unverified',
      reason: 'TypeError',
    })
  })

  test('the offline driver accepts a well-formed number', async ({ assert }) => {
    const result = await new VatChecker(new OfflineVatDriver()).check('FR', '40303265045')

    assert.containsSubset(result, { status: 'valid', countryCode: 'FR', vatNumber: 'FR40303265045' })
    assert.isUndefined(result.consultationNumber)
  })

  test('without a driver, the configured one (offline by default) is used', async ({ assert }) => {
    const result = await new VatChecker().check(null, 'PL5260250274')

    assert.equal(result.status, 'valid')
  })
})
