import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { EXPORTED_RESOURCES } from '#services/exports/list_exports'

const CompaniesController = () => import('#controllers/admin/companies_controller')
const WorkerContractsController = () => import('#controllers/admin/worker_contracts_controller')
const BusinessIntroducersController = () => import('#controllers/admin/business_introducers_controller')
const ExportsController = () => import('#controllers/admin/exports_controller')
const ComplianceController = () => import('#controllers/admin/compliance_controller')
const DriversController = () => import('#controllers/admin/drivers_controller')

/**
 * The back-office's companies, contracts, the postings not ready across companies (compliance), a company's drivers
 * (their data's export and erasure) and the lists' exports (ARCHITECTURE.md, "Back-office"): admins only.
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('companies', [CompaniesController, 'index']).as('companies.index')
        router.get('companies/fields', [CompaniesController, 'fields']).as('companies.fields')
        router
          .get('companies/:id', [CompaniesController, 'show'])
          .where('id', router.matchers.number())
          .as('companies.show')
        router
          .put('companies/:id', [CompaniesController, 'update'])
          .where('id', router.matchers.number())
          .as('companies.update')

        router.get('workerContracts', [WorkerContractsController, 'index']).as('workerContracts.index')
        router
          .get('workercontracts/:companyId/listActive', [WorkerContractsController, 'listActive'])
          .where('companyId', router.matchers.number())
          .as('workerContracts.listActive')
        router
          .post('workercontracts/:companyId/updateActive', [WorkerContractsController, 'updateActive'])
          .where('companyId', router.matchers.number())
          .as('workerContracts.updateActive')

        router.get('compliance', [ComplianceController, 'index']).as('compliance.index')
        // A company's drivers, each with his export and erasure (the company's calls, which an admin may make).
        router.get('drivers', [DriversController, 'index']).as('drivers.index')

        router
          .get('businessIntroducers/listAvailable', [BusinessIntroducersController, 'listAvailable'])
          .as('businessIntroducers.listAvailable')

        for (const resource of EXPORTED_RESOURCES) {
          router.get(`${resource}/export`, [ExportsController, 'export']).as(`${resource}.export`)
        }
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
