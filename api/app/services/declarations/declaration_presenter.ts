import type { DriverDetailsAnswer, OperatorAnswer } from '@posted-workers/domain'
import type Company from '#models/company'
import type Driver from '#models/driver'
import type Vehicle from '#models/vehicle'

export function presentDriverDetails(driver: Driver): DriverDetailsAnswer {
  return {
    addressLine1: driver.addressLine1 ?? null,
    addressLine2: driver.addressLine2 ?? null,
    postalCode: driver.postalCode ?? null,
    city: driver.city ?? null,
    addressCountryCode: driver.addressCountryCode ?? null,
    licenceNumber: driver.licenceNumber ?? null,
    licenceCountryCode: driver.licenceCountryCode ?? null,
    driverCardNumber: driver.driverCardNumber ?? null,
    employmentStartDate: driver.employmentStartDate ?? null,
    employmentLawCountryCode: driver.employmentLawCountryCode ?? null,
  }
}

export function presentOperator(company: Company, vehicles: Vehicle[]): OperatorAnswer {
  return {
    communityLicenceNumber: company.communityLicenceNumber ?? null,
    transportContactName: company.transportContactName ?? null,
    transportContactEmail: company.transportContactEmail ?? null,
    transportContactPhone: company.transportContactPhone ?? null,
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      plate: vehicle.plate,
      countryCode: vehicle.countryCode,
    })),
  }
}
