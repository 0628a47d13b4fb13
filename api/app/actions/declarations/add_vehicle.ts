import db from '@adonisjs/lucid/services/db'
import Vehicle from '#models/vehicle'
import { BusinessException } from '#exceptions/business_exception'
import { checkPlates } from '#services/declarations/declaration_rules'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'

/** A vehicle added to the company's fleet, its plate normalised; a plate already in the fleet is refused (422). */
export default class AddVehicle {
  async handle(companyId: number, input: { plate: string; countryCode: string }, actor: AuditActor | null) {
    const [plate] = checkPlates([input.plate])
    try {
      return await db.transaction(async (trx) => {
        const vehicle = await Vehicle.create(
          { companyId, plate, countryCode: input.countryCode },
          { client: trx }
        )
        await recordAdminAudit(
          actor,
          {
            action: 'vehicle.create',
            subjectType: 'vehicle',
            subjectId: vehicle.id,
            payload: { after: { plate, countryCode: vehicle.countryCode }, companyId },
          },
          trx
        )
        return vehicle
      })
    } catch (error) {
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') {
        throw new BusinessException('declarations.plateExists', {
          status: 422,
          field: 'plate',
          data: { plate },
        })
      }
      throw error
    }
  }
}
