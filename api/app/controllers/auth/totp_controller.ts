import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ManageTotp from '#actions/auth/manage_totp'
import { totpCodeValidator, totpDisableValidator, totpSetupValidator } from '#validators/auth'

/** The signed-in user's second factor (TOTP): enrol, new recovery codes, disable. */
export default class TotpController {
  @inject()
  async setup({ request, auth }: HttpContext, action: ManageTotp) {
    const input = await request.validateUsing(totpSetupValidator)
    return action.setup(auth.getUserOrFail(), input, request.ip())
  }

  @inject()
  async enable({ request, auth, i18n }: HttpContext, action: ManageTotp) {
    const input = await request.validateUsing(totpCodeValidator)
    const answer = await action.enable(auth.getUserOrFail(), input, request.ip())
    return { ...answer, totpEnabled: true, successes: [{ message: i18n.t('totp.enabled') }] }
  }

  @inject()
  async recoveryCodes({ request, auth }: HttpContext, action: ManageTotp) {
    const input = await request.validateUsing(totpCodeValidator)
    return action.renewRecoveryCodes(auth.getUserOrFail(), input, request.ip())
  }

  @inject()
  async disable({ request, auth, i18n }: HttpContext, action: ManageTotp) {
    const input = await request.validateUsing(totpDisableValidator)
    await action.disable(auth.getUserOrFail(), input, request.ip())
    return { totpEnabled: false, successes: [{ message: i18n.t('totp.disabled') }] }
  }
}
