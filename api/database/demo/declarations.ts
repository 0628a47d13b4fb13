import db from '@adonisjs/lucid/services/db'
import { latestDeclarationEnd } from '@posted-workers/domain'
import Company from '#models/company'
import Driver from '#models/driver'
import Vehicle from '#models/vehicle'
import { addDays } from '#services/contracts/contract_term'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'

/**
 * The demo company's IMI data: its Community licence and contact person, two vehicles, the IMI details of three
 * drivers, and their declarations: Mazur's submitted one ends in 10 days (its 14-day reminder already due), Baran's
 * runs for months with its IMI number, Krawczyk's is a draft whose driver details are complete, Sikora's was withdrawn
 * (so he shows as posted without a current declaration).
 */
export async function addDemoDeclarations(companyId: number, today: string) {
  const company = await Company.findOrFail(companyId)
  await company
    .merge({
      communityLicenceNumber: 'PL/0012345/2024',
      transportContactName: 'Agnieszka Wójcik',
      transportContactEmail: 'transport@trans-demo.example',
      transportContactPhone: '+48601234567',
    })
    .save()
  await Vehicle.createMany([
    { companyId, plate: 'LU12345', countryCode: 'PL' },
    { companyId, plate: 'LU9876A', countryCode: 'PL' },
  ])
  const drivers = await Driver.query().where('company_id', companyId)
  const details = [
    ['Mazur', 'ul. Lipowa 12', '20-020', 'Lublin', 'PL001234567', '2015-03-01'],
    ['Baran', 'ul. Morska 4', '82-300', 'Elbląg', 'PL007654321', '2009-09-15'],
    ['Krawczyk', 'ul. Polna 8', '33-100', 'Tarnów', 'PL005551234', '2018-01-08'],
  ]
  for (const [lastName, street, postalCode, city, licence, employed] of details) {
    const driver = drivers.find((candidate) => candidate.lastName === lastName)
    await driver
      ?.merge({
        addressLine1: street,
        postalCode,
        city,
        addressCountryCode: 'PL',
        licenceNumber: licence,
        licenceCountryCode: 'PL',
        driverCardNumber: `PL${licence.slice(2, 8)}0001`,
        employmentStartDate: employed,
        employmentLawCountryCode: 'PL',
      })
      .save()
  }

  const plan: [
    lastName: string,
    status: 'draft' | 'submitted' | 'withdrawn',
    endsInDays: number,
    imi: string | null,
  ][] = [
    ['Mazur', 'submitted', 10, 'IMI-RT-2026-104512'],
    ['Baran', 'submitted', 120, 'IMI-RT-2026-104513'],
    ['Krawczyk', 'draft', 90, null],
    ['Sikora', 'withdrawn', 60, 'IMI-RT-2026-104514'],
  ]
  const touched: number[] = []
  for (const [lastName, status, endsInDays, imiNumber] of plan) {
    const driver = drivers.find((candidate) => candidate.lastName === lastName)
    if (!driver) continue
    const posting = await db
      .from('workers')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .join(
        'representative_countries',
        'representative_countries.id',
        'worker_contracts.representative_country_id'
      )
      .where('workers.driver_id', driver.id)
      .where('worker_contracts.start_date', '<=', today)
      .where('worker_contracts.end_date', '>=', today)
      .orderBy('worker_contracts.start_date')
      .select(
        'workers.id',
        'worker_contracts.start_date as startDate',
        'worker_contracts.end_date as endDate',
        'representative_countries.code as code',
        'representative_countries.is_mobility_package as isMobilityPackage'
      )
      .first()
    if (!posting) continue
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))
    const contractEnd = day(posting.endDate)
    let end = addDays(today, endsInDays)
    if (end > contractEnd) end = contractEnd
    let start = day(posting.startDate)
    // At most six months: start later when the end is far.
    while (latestDeclarationEnd(start) < end) start = addDays(start, 1)
    await db.table('posting_declarations').insert({
      worker_id: posting.id,
      company_id: companyId,
      country_code: posting.isMobilityPackage ? 'DE' : posting.code,
      start_date: start,
      end_date: end,
      plates: JSON.stringify(['LU12345', 'LU9876A']),
      transport_type: 'goods',
      operations: JSON.stringify(lastName === 'Baran' ? ['international', 'cabotage'] : ['international']),
      imi_number: imiNumber,
      status,
      created_at: new Date(),
      updated_at: new Date(),
    })
    touched.push(driver.id)
  }
  await db.transaction((trx) => refreshDriverReadiness(touched, trx, today))
}
