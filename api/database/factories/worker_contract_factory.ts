import factory from '@adonisjs/lucid/factories'
import WorkerContract from '#models/worker_contract'
import { contractEndDate, todayUtc } from '#services/contracts/contract_term'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerFactory } from '#database/factories/worker_factory'

/**
 * A paid contract starting today for an unlimited number of workers (79 EUR a month). The end date follows the
 * start date (S + 182) unless a test merges one. Relations: `company`, `representativeCountry`, `workers`.
 */
export const WorkerContractFactory = factory
  .define(WorkerContract, () => ({
    allowedNumberOfWorkers: null,
    monthlyAmountCents: 7900,
    totalAmountCents: 7900 * 6,
    totalBillingWithoutTaxCents: 7900 * 6,
    currency: 'EUR',
    startDate: todayUtc(),
    dismissedReminders: [],
  }))
  .state('perWorker', (contract) => {
    contract.allowedNumberOfWorkers = 5
    contract.monthlyAmountCents = 2000
    contract.totalAmountCents = 12000
    contract.totalBillingWithoutTaxCents = 12000
  })
  .before('create', (_factory, contract) => {
    if (!contract.endDate) contract.endDate = contractEndDate(contract.startDate)
  })
  .relation('company', () => CompanyFactory)
  .relation('representativeCountry', () => RepresentativeCountryFactory)
  .relation('workers', () => WorkerFactory)
  .build()
