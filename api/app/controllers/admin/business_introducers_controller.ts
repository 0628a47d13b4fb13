import type { HttpContext } from '@adonisjs/core/http'
import type { AdminBusinessIntroducerChoice } from '@posted-workers/domain'
import BusinessIntroducer from '#models/business_introducer'

export default class BusinessIntroducersController {
  /** The introducers an admin may attribute a contract to: the active ones, by name. */
  async listAvailable({
    bouncer,
  }: HttpContext): Promise<{ businessIntroducers: AdminBusinessIntroducerChoice[] }> {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const introducers = await BusinessIntroducer.query()
      .where('is_active', true)
      .orderBy('name')
      .orderBy('id')
    return {
      businessIntroducers: introducers.map(({ id, code, name }) => ({ id, code, name })),
    }
  }
}
