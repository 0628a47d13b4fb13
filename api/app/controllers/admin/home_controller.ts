import type { HttpContext } from '@adonisjs/core/http'
import { adminHome } from '#services/back_office/admin_home'
import { todayUtc } from '#services/contracts/contract_term'

export default class HomeController {
  /** The back-office home's counts, each with the list filter that shows its rows. */
  async show({ bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return adminHome(todayUtc())
  }
}
