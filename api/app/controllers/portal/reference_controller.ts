import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import paymentConfig from '#config/payment'
import { PHONE_TYPES } from '#enums/profile'
import { promoCodeValidator } from '#validators/purchase'
import { activeCountries, findIntroducer } from '#services/purchase/offers'
import { presentCountry, presentIntroducer } from '#services/presenters/offer_presenter'
import { assertNotThrottled } from '#services/http/throttle'
import { allCountries, euCountries, REFERENCES } from '#services/reference/reference_lists'

/** Trying promo codes one after another is throttled per address. */
const promoLimiter = () => limiter.use({ requests: 30, duration: '10 mins', blockDuration: '10 mins' })

/** Public reference data of the registration, renewal and upgrade forms. */
export default class ReferenceController {
  async countries({ request, auth, i18n }: HttpContext) {
    await auth.check()
    const includeInactive = request.input('getAll') === 'true' && Boolean(auth.user?.isAdmin)
    const countries = await activeCountries({ includeInactive })
    return { countries: countries.map((country) => presentCountry(country, i18n.locale)) }
  }

  async allowedMops() {
    return { mops: paymentConfig.methods }
  }

  async validatePromoCode({ request }: HttpContext) {
    const { promoCode } = await request.validateUsing(promoCodeValidator)
    const promoThrottle = promoLimiter()
    const key = `promo:${request.ip()}`
    await assertNotThrottled(promoThrottle, key)
    const introducer = await findIntroducer(promoCode)
    if (!introducer && promoCode) await promoThrottle.increment(key)
    return { introducer: introducer ? presentIntroducer(introducer) : null }
  }

  async phoneTypes() {
    return { phoneTypes: PHONE_TYPES }
  }

  async euCountries({ i18n }: HttpContext) {
    return { countries: euCountries(i18n.locale) }
  }

  async countriesList({ i18n }: HttpContext) {
    return { countries: allCountries(i18n.locale) }
  }

  async euNationalities({ i18n }: HttpContext) {
    return { nationalities: euCountries(i18n.locale) }
  }

  async nationalities({ i18n }: HttpContext) {
    return { nationalities: allCountries(i18n.locale) }
  }

  async references({ request, i18n }: HttpContext) {
    const names = request.input('references')
    const references: Record<string, unknown> = {}
    if (Array.isArray(names)) {
      for (const name of names.slice(0, 20)) {
        if (typeof name === 'string' && Object.hasOwn(REFERENCES, name))
          references[name] = REFERENCES[name](i18n.locale)
      }
    }
    return { references }
  }
}
