import type { HttpContext } from '@adonisjs/core/http'
import { adminHome } from '#services/back_office/admin_home'
import { adminHomeCharts } from '#services/back_office/home_charts'
import { todayUtc } from '#services/contracts/contract_term'

export default class HomeController {
  /** The back-office home's counts, each with the list filter that shows its rows. */
  async show({ bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return adminHome(todayUtc())
  }

  /** The home's charts: invoiced amounts, contracts' changes, running contracts, contracts ending soon. */
  async charts({ bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return adminHomeCharts(todayUtc())
  }
}
