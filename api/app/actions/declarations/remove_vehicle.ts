import db from '@adonisjs/lucid/services/db'
import Vehicle from '#models/vehicle'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'

/** A vehicle taken out of the fleet (declarations keep the plates they were made with). */
export default class RemoveVehicle {
  async handle(companyId: number, vehicleId: number, actor: AuditActor | null) {
    return db.transaction(async (trx) => {
      const vehicle = await Vehicle.query({ client: trx })
        .where('id', vehicleId)
        .where('company_id', companyId)
        .forUpdate()
        .first()
      if (!vehicle) throw new NotFoundException()
      await vehicle.useTransaction(trx).delete()
      await recordAdminAudit(
        actor,
        {
          action: 'vehicle.delete',
          subjectType: 'vehicle',
          subjectId: vehicle.id,
          payload: { before: { plate: vehicle.plate, countryCode: vehicle.countryCode }, companyId },
        },
        trx
      )
      return vehicle
    })
  }
}
