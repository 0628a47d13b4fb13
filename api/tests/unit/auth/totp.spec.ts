import { test } from '@japa/runner'
import { Secret } from 'otpauth'
import { matchingStep, newTotpSecret, timeStep, totpCodeAt, totpUrl } from '#services/auth/totp'
import { normalizeRecoveryCode } from '#services/auth/recovery_codes'

/** RFC 6238, appendix B: the SHA-1 secret "12345678901234567890"; its 8-digit codes end with our 6 digits. */
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32

test.group('Auth | TOTP (RFC 6238)', () => {
  test('the code at {seconds} s is {code}, as in the RFC')
    .with([
      { seconds: 59, code: '287082' },
      { seconds: 1111111109, code: '081804' },
      { seconds: 1234567890, code: '005924' },
      { seconds: 2000000000, code: '279037' },
    ])
    .run(({ assert }, row) => {
      assert.equal(totpCodeAt(RFC_SECRET, timeStep(row.seconds * 1000)), row.code)
    })

  test('a code matches its own step and one either side, not two: {offset}')
    .with([
      { offset: -2, matches: false },
      { offset: -1, matches: true },
      { offset: 0, matches: true },
      { offset: 1, matches: true },
      { offset: 2, matches: false },
    ])
    .run(({ assert }, row) => {
      const now = 1_800_000_015_000
      const step = timeStep(now) + row.offset
      assert.equal(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step), now), row.matches ? step : null)
    })

  test('anything but six digits matches nothing', ({ assert }) => {
    const now = 1_800_000_015_000
    const code = totpCodeAt(RFC_SECRET, timeStep(now))
    for (const typed of ['', `${code}0`, code.slice(1), 'abcdef', ` ${code}`]) {
      assert.isNull(matchingStep(RFC_SECRET, typed, now), typed)
    }
  })

  test('a new secret is 160 random bits in base32; the otpauth address names issuer and login', ({
    assert,
  }) => {
    const secret = newTotpSecret()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.notEqual(newTotpSecret(), secret)
    assert.equal(
      totpUrl('JBSWY3DPEHPK3PXP', 'anna.k'),
      'otpauth://totp/Posted%20Workers%20Portal:anna.k?issuer=Posted%20Workers%20Portal&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30'
    )
  })

  test('a recovery code is typed without regard to case, spaces or dashes', ({ assert }) => {
    assert.equal(normalizeRecoveryCode(' ABCDE-fghij '), 'abcdefghij')
    assert.equal(normalizeRecoveryCode('abcde fghij'), 'abcdefghij')
  })
})
