import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const CompanyAuthorityRequestsController = () => import('#controllers/portal/authority_requests_controller')
const AdminAuthorityRequestsController = () => import('#controllers/admin/authority_requests_controller')

const provider = env.get('PROVIDER_SEGMENT')

/**
 * Inspectors' requests (ARCHITECTURE.md, "Declarations and inspectors' requests"): the company's (its own only)
 * and the back-office's resource (admins only).
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('', [CompanyAuthorityRequestsController, 'index']).as('index')
        router.get(':authorityRequestId', [CompanyAuthorityRequestsController, 'show']).as('show')
        router.post(':authorityRequestId/upload', [CompanyAuthorityRequestsController, 'upload']).as('upload')
      })
      .prefix(`${provider}/company/:id/authorityRequests`)
      .where('id', router.matchers.number())
      .where('authorityRequestId', router.matchers.number())
      .as('authorityRequests')
      .use(middleware.auth())

    router
      .group(() => {
        router.get('authorityRequests', [AdminAuthorityRequestsController, 'index']).as('index')
        router.post('authorityRequests', [AdminAuthorityRequestsController, 'store']).as('store')
        router.get('authorityRequests/drivers', [AdminAuthorityRequestsController, 'drivers']).as('drivers')
        router.get('authorityRequests/:id', [AdminAuthorityRequestsController, 'show']).as('show')
        router.put('authorityRequests/:id', [AdminAuthorityRequestsController, 'update']).as('update')
        router
          .get('authorityRequests/:id/download', [AdminAuthorityRequestsController, 'download'])
          .as('download')
      })
      .prefix('admin')
      .where('id', router.matchers.number())
      .as('admin.authorityRequests')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
