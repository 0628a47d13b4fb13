import vine from '@vinejs/vine'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { VatCheckAnswer } from '@posted-workers/domain'
import { EU_COUNTRY_CODES } from '#enums/company'
import VatChecker from '#services/vat/vat_checker'
import { scopedMessagesProvider } from '#services/http/scoped_messages_provider'

/** Member states by ISO code, plus EL, Greece's VAT prefix. */
const COUNTRY_CODES = [...EU_COUNTRY_CODES, 'EL']

const checkVatValidator = vine.compile(
  vine.object({
    countryCode: vine.string().trim().toUpperCase().in(COUNTRY_CODES),
    vatNumber: vine.string().trim().maxLength(30),
  })
)

export default class VatController {
  /**
   * Checks a number typed in a form (registration, renewal, profile). Public and throttled per address (see
   * start/routes/vat.ts). `valid` is true for `unverified` too: VIES being down never blocks a sale.
   */
  @inject()
  async check({ request, i18n }: HttpContext, checker: VatChecker): Promise<VatCheckAnswer> {
    const input = await request.validateUsing(checkVatValidator, {
      messagesProvider: scopedMessagesProvider(i18n, 'vat.validation'),
    })
    const result = await checker.check(input.countryCode, input.vatNumber)
    const valid = result.status !== 'invalid'
    return {
      valid,
      status: result.status,
      vatNumber: result.vatNumber,
      name: result.name,
      address: result.address,
      ...(valid
        ? {}
        : { errors: [{ field: 'vatNumber', rule: 'vatNumber', message: i18n.t('vat.invalid') }] }),
    }
  }
}
