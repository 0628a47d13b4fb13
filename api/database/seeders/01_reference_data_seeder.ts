import db from '@adonisjs/lucid/services/db'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import RepresentativeCountry from '#models/representative_country'
import RepresentativeCompany from '#models/representative_company'
import BusinessIntroducer from '#models/business_introducer'
import WorkerPackage from '#models/worker_package'

interface CountryData {
  code: string
  name: string
  isMobilityPackage: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number
  workerPackages: {
    minWorkers: number
    maxWorkers: number | null
    perWorkerAmountCents?: number
    fixedAmountCents?: number
  }[]
  representativeCompany: Partial<RepresentativeCompany>
}

/** The repository's database/reference folder, found from the api sources (api/) or its build (api/build/). */
function referencePath(name: string) {
  const candidates = [
    app.makePath('..', 'database', 'reference'),
    app.makePath('..', '..', 'database', 'reference'),
  ]
  const folder = candidates.find((candidate) => existsSync(candidate))
  if (!folder) throw new Error(`Reference data not found (looked in ${candidates.join(', ')})`)
  return join(folder, name)
}

async function readReference<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(referencePath(name), 'utf8')) as T
}

/** The seller country's VAT rates (rows that exist, same country and day, are left alone). */
export async function seedVatRates() {
  const rates =
    await readReference<{ countryCode: string; ratePercent: number; validFrom: string }[]>('vat_rates.json')
  for (const rate of rates) {
    const known = await db
      .from('vat_rates')
      .where('country_code', rate.countryCode)
      .where('valid_from', rate.validFrom)
      .first()
    if (known) continue
    await db.table('vat_rates').insert({
      country_code: rate.countryCode,
      rate_basis_points: Math.round(rate.ratePercent * 100),
      valid_from: rate.validFrom,
    })
  }
}

/**
 * Representative countries (with their representative company and packages), business introducers and the VAT
 * rates of the seller's country from database/reference. Runs in every environment; rows that exist (same code) are left alone.
 */
export default class ReferenceDataSeeder extends BaseSeeder {
  async run() {
    const countries = await readReference<CountryData[]>('representative_countries.json')
    for (const data of countries) {
      if (await RepresentativeCountry.findBy('code', data.code)) continue
      const company = await RepresentativeCompany.create(data.representativeCompany)
      const country = await RepresentativeCountry.create({
        code: data.code,
        name: data.name,
        isActive: true,
        isMobilityPackage: data.isMobilityPackage,
        unlimitedPackageAmountCents: data.unlimitedPackageAmountCents,
        workerPackageAmountCents: data.workerPackageAmountCents,
        representativeCompanyId: company.id,
      })
      await WorkerPackage.createMany(
        data.workerPackages.map((pack, position) => ({
          representativeCountryId: country.id,
          minWorkers: pack.minWorkers,
          maxWorkers: pack.maxWorkers,
          perWorkerAmountCents: pack.perWorkerAmountCents ?? null,
          fixedAmountCents: pack.fixedAmountCents ?? null,
          position,
        }))
      )
    }

    const introducers = await readReference<Partial<BusinessIntroducer>[]>('business_introducers.json')
    for (const data of introducers) {
      if (await BusinessIntroducer.findBy('code', data.code)) continue
      await BusinessIntroducer.create({ ...data, isActive: true })
    }

    await seedVatRates()
  }
}
