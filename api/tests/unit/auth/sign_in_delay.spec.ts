import { test } from '@japa/runner'
import { signInDelayMs } from '#services/auth/sign_in_delay'

test.group('Sign-in delay across addresses', () => {
  test('{failures} wrong passwords from every address: wait {delay} ms')
    .with([
      { failures: 0, delay: 0 },
      { failures: 4, delay: 0 },
      { failures: 5, delay: 250 },
      { failures: 6, delay: 500 },
      { failures: 7, delay: 1_000 },
      { failures: 8, delay: 2_000 },
      { failures: 9, delay: 4_000 },
      { failures: 10, delay: 4_000 },
      { failures: 10_000, delay: 4_000 },
      { failures: Number.NaN, delay: 0 },
      { failures: -3, delay: 0 },
    ])
    .run(({ assert }, { failures, delay }) => {
      assert.equal(signInDelayMs(failures), delay)
    })
})
