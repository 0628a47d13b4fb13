import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const OperatorController = () => import('#controllers/portal/operator_controller')
const PostingDeclarationsController = () => import('#controllers/portal/posting_declarations_controller')
const DriversController = () => import('#controllers/portal/drivers_controller')
const DeclarationsExportController = () => import('#controllers/admin/declarations_export_controller')

const provider = env.get('PROVIDER_SEGMENT')

/**
 * Posting declarations (ARCHITECTURE.md, "Declarations"): the operator's IMI data and fleet, the drivers' IMI
 * details, the register of declarations per host country and its IMI export; the same export across companies for
 * the back-office. Removals are POST.
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('operator', [OperatorController, 'show']).as('operator.show')
        router.post('operator', [OperatorController, 'update']).as('operator.update')
        router.post('vehicles', [OperatorController, 'addVehicle']).as('vehicles.create')
        router.post('vehicle/:vehicleId/remove', [OperatorController, 'removeVehicle']).as('vehicles.remove')
        router.post('driver/:driverId/details', [DriversController, 'details']).as('drivers.details')
        router
          .get('postingDeclarations', [PostingDeclarationsController, 'index'])
          .as('postingDeclarations.index')
        router
          .post('postingDeclarations', [PostingDeclarationsController, 'create'])
          .as('postingDeclarations.create')
        router
          .get('postingDeclarations/export', [PostingDeclarationsController, 'export'])
          .as('postingDeclarations.export')
        router
          .get('postingDeclarations/pdfs', [PostingDeclarationsController, 'pdfs'])
          .as('postingDeclarations.pdfs')
        router
          .post('postingDeclaration/:declarationId/update', [PostingDeclarationsController, 'update'])
          .as('postingDeclarations.update')
        router
          .post('postingDeclaration/:declarationId/submit', [PostingDeclarationsController, 'submit'])
          .as('postingDeclarations.submit')
        router
          .post('postingDeclaration/:declarationId/withdraw', [PostingDeclarationsController, 'withdraw'])
          .as('postingDeclarations.withdraw')
        router
          .post('postingDeclaration/:declarationId/pdf', [PostingDeclarationsController, 'attachPdf'])
          .as('postingDeclarations.pdf')
      })
      .prefix(`${provider}/company/:id`)
      .where('id', router.matchers.number())
      .where('vehicleId', router.matchers.number())
      .where('driverId', router.matchers.number())
      .where('declarationId', router.matchers.number())
      .as('company')
      .use(middleware.auth())

    router
      .group(() => {
        router
          .get('postingDeclarations/export', [DeclarationsExportController, 'export'])
          .as('postingDeclarations.export')
        router
          .get('postingDeclarations/pdfs', [DeclarationsExportController, 'pdfs'])
          .as('postingDeclarations.pdfs')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
