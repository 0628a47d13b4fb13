import { test } from '@japa/runner'
import {
  isCalendarDate,
  isIso7064Mod11_10Valid,
  isLuhnValid,
  luhnCheckDigit,
  mod97,
} from '#services/vat/check_digits'

test.group('VAT | check-digit algorithms', () => {
  test('Luhn', ({ assert }) => {
    assert.isTrue(isLuhnValid('79927398713'))
    assert.isFalse(isLuhnValid('79927398710'))
    assert.equal(luhnCheckDigit('7992739871'), 3)
  })

  test('ISO 7064 MOD 11,10', ({ assert }) => {
    assert.isTrue(isIso7064Mod11_10Valid('136695976'))
    assert.isFalse(isIso7064Mod11_10Valid('136695978'))
  })

  test('MOD 97 with letters (IBAN style)', ({ assert }) => {
    assert.equal(mod97('GB82WEST12345698765432'.slice(4) + 'GB82'), 1)
    assert.equal(mod97('NL123456789B13'), 1)
  })

  test('calendar dates', ({ assert }) => {
    assert.isTrue(isCalendarDate(2024, 2, 29))
    assert.isFalse(isCalendarDate(2023, 2, 29))
    assert.isFalse(isCalendarDate(1975, 13, 1))
  })
})
