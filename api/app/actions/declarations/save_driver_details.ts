import db from '@adonisjs/lucid/services/db'
import Driver from '#models/driver'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { checkDay, checkDocumentNumber } from '#services/declarations/declaration_rules'

export interface DriverDetails {
  addressLine1?: string | null
  addressLine2?: string | null
  postalCode?: string | null
  city?: string | null
  addressCountryCode?: string | null
  licenceNumber?: string | null
  licenceCountryCode?: string | null
  driverCardNumber?: string | null
  employmentStartDate?: string | null
  employmentLawCountryCode?: string | null
}

/**
 * What IMI asks of a driver: home address, driving licence and its country, driver card, employment contract's start
 * and law. Numbers are normalised (upper case, no spaces or dashes); a field left out stays, an empty one is cleared.
 * An admin's change is audited with the fields before and after.
 */
/** The driver's IMI details as the audit line keeps them (a driver's erasure empties them: audit_erasure.ts). */
export function driverDetailsSnapshot(driver: Driver) {
  return {
    addressLine1: driver.addressLine1,
    addressLine2: driver.addressLine2,
    postalCode: driver.postalCode,
    city: driver.city,
    addressCountryCode: driver.addressCountryCode,
    licenceNumber: driver.licenceNumber,
    licenceCountryCode: driver.licenceCountryCode,
    driverCardNumber: driver.driverCardNumber,
    employmentStartDate: driver.employmentStartDate,
    employmentLawCountryCode: driver.employmentLawCountryCode,
  }
}

export default class SaveDriverDetails {
  async handle(companyId: number, driverId: number, input: DriverDetails, actor: AuditActor | null) {
    const checked: DriverDetails = {
      ...input,
      licenceNumber:
        input.licenceNumber === undefined
          ? undefined
          : checkDocumentNumber(input.licenceNumber, 'licenceNumber'),
      driverCardNumber:
        input.driverCardNumber === undefined
          ? undefined
          : checkDocumentNumber(input.driverCardNumber, 'driverCardNumber'),
      employmentStartDate:
        input.employmentStartDate === undefined
          ? undefined
          : checkDay(input.employmentStartDate, 'employmentStartDate'),
    }
    return db.transaction(async (trx) => {
      const driver = await Driver.query({ client: trx })
        .where('id', driverId)
        .where('company_id', companyId)
        .forUpdate()
        .first()
      if (!driver) throw new NotFoundException()
      const before = driverDetailsSnapshot(driver)
      for (const [name, value] of Object.entries(checked) as [keyof DriverDetails, string | null][]) {
        if (value !== undefined) driver[name] = value === '' ? null : value
      }
      await driver.useTransaction(trx).save()
      await recordAdminAudit(
        actor,
        {
          action: 'driver.update',
          subjectType: 'driver',
          subjectId: driver.id,
          payload: { ...auditChanges(before, driverDetailsSnapshot(driver)), companyId, driverId: driver.id },
        },
        trx
      )
      return driver
    })
  }
}
