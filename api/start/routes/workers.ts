import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const WorkersController = () => import('#controllers/portal/workers_controller')
const WorkerDocumentsController = () => import('#controllers/portal/worker_documents_controller')
const DriversController = () => import('#controllers/portal/drivers_controller')
const DriverPrivacyController = () => import('#controllers/portal/driver_privacy_controller')

const provider = env.get('PROVIDER_SEGMENT')

/** Posted workers (postings) of a company, its drivers and their documents. Removals are POST: a link must never delete anything. */
router
  .group(() => {
    router
      .group(() => {
        router.get('contract/:contractId/workers', [WorkersController, 'index']).as('index')
        router.post('contract/:contractId/worker/create', [WorkersController, 'create']).as('create')
        router.post('worker/:workerId/update', [WorkersController, 'update']).as('update')
        router.post('worker/:workerId/remove', [WorkersController, 'remove']).as('remove')
        router
          .post('contract/:contractId/worker/:workerId/duplicate', [WorkersController, 'duplicate'])
          .as('duplicate')
        router.get('worker/:workerId/documents', [WorkerDocumentsController, 'index']).as('documents.index')
        router
          .post('worker/:workerId/documents/upload', [WorkerDocumentsController, 'upload'])
          .as('documents.upload')
        router
          .get('document/:documentId/download', [WorkerDocumentsController, 'download'])
          .as('documents.download')
        router
          .post('document/:documentId/remove', [WorkerDocumentsController, 'remove'])
          .as('documents.remove')
        router
          .post('document/:documentId/update', [WorkerDocumentsController, 'update'])
          .as('documents.update')
        router
          .post('driver/:driverId/documents/upload', [WorkerDocumentsController, 'uploadForDriver'])
          .as('driverDocuments.upload')
      })
      .prefix(`${provider}/workers/company/:id`)
      .where('id', router.matchers.number())
      .where('contractId', router.matchers.number())
      .where('workerId', router.matchers.number())
      .where('documentId', router.matchers.number())
      .where('driverId', router.matchers.number())
      .as('workers')
      .use(middleware.auth())

    // The company's roster: its drivers, their postings' readiness and the documents of each person.
    router
      .get(`${provider}/company/:id/drivers`, [DriversController, 'index'])
      .where('id', router.matchers.number())
      .as('drivers.index')
      .use(middleware.auth())

    // A person's rights over his data (ARCHITECTURE.md, "Privacy"): his data and files in one ZIP, and his erasure.
    router
      .group(() => {
        router.get('export', [DriverPrivacyController, 'export']).as('export')
        router.post('erase', [DriverPrivacyController, 'erase']).as('erase')
      })
      .prefix(`${provider}/company/:id/drivers/:driverId`)
      .where('id', router.matchers.number())
      .where('driverId', router.matchers.number())
      .as('drivers')
      .use(middleware.auth())
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
