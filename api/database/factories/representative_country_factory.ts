import factory from '@adonisjs/lucid/factories'
import RepresentativeCountry from '#models/representative_country'
import { RepresentativeCompanyFactory } from '#database/factories/representative_company_factory'
import { WorkerPackageFactory } from '#database/factories/worker_package_factory'

/** Countries not used by the reference data, so a factory country never clashes with a seeded one. */
const CODES: [string, string][] = [
  ['DE', 'Germany'],
  ['AT', 'Austria'],
  ['NL', 'Netherlands'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['PT', 'Portugal'],
  ['DK', 'Denmark'],
  ['SE', 'Sweden'],
]
let next = 0

/**
 * A representative country priced like the reference data (79 EUR unlimited, 4 EUR per worker). Relations:
 * `representativeCompany`, `workerPackages`. The code cycles through CODES, skipping those the database holds
 * already (the reference data's, another factory country's), so that which test ran before never makes a code
 * clash; merge one when a test needs a given country.
 */
export const RepresentativeCountryFactory = factory
  .define(RepresentativeCountry, async () => {
    const taken = new Set((await RepresentativeCountry.query().select('code')).map((row) => row.code))
    let attempts = 0
    while (taken.has(CODES[next % CODES.length][0]) && attempts++ < CODES.length) next++
    const [code, name] = CODES[next++ % CODES.length]
    return {
      code,
      name,
      isActive: true,
      isMobilityPackage: false,
      unlimitedPackageAmountCents: 7900,
      workerPackageAmountCents: 400,
    }
  })
  .relation('representativeCompany', () => RepresentativeCompanyFactory)
  .relation('workerPackages', () => WorkerPackageFactory)
  .build()
