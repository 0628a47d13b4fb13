import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { assertNotThrottled } from '#services/http/throttle'

/** Wrong passwords allowed per account, then the account is locked for the block duration. */
const accountLimiter = () => limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })
/** Wrong passwords allowed per IP address across all accounts. */
const ipLimiter = () => limiter.use({ requests: 20, duration: '15 mins', blockDuration: '15 mins' })

/**
 * Checks a login (or e-mail) and password, throttled per account and per IP: failures count, and a blocked key
 * answers 429 without even looking at the password.
 */
export default class SignIn {
  async handle(input: { login: string; password: string; ip: string }) {
    const keys: [ReturnType<typeof accountLimiter>, string][] = [
      [accountLimiter(), `login:account:${input.login.toLowerCase()}`],
      [ipLimiter(), `login:ip:${input.ip}`],
    ]

    for (const [keyLimiter, key] of keys) await assertNotThrottled(keyLimiter, key)

    let user: User
    try {
      user = await User.verifyCredentials(input.login, input.password)
    } catch {
      await Promise.all(keys.map(([keyLimiter, key]) => keyLimiter.increment(key)))
      throw new BusinessException('auth.invalidCredentials', { answer: { isLoggedIn: false } })
    }

    if (!user.isActive) {
      throw new BusinessException('auth.inactiveAccount', { status: 403, answer: { isLoggedIn: false } })
    }

    await keys[0][0].delete(keys[0][1])
    return user
  }
}
