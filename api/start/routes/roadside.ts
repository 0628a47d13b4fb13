import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { middleware } from '#start/kernel'

const RoadsideController = () => import('#controllers/portal/roadside_controller')
const RoadsidePageController = () => import('#controllers/roadside_page_controller')

const provider = env.get('PROVIDER_SEGMENT')

/** A controller opens a page and a few documents; 60 a minute per address stops anyone trying tokens. */
const roadsideThrottle = limiter.define('roadside', (ctx) =>
  limiter.allowRequests(60).every('1 minute').usingKey(`ip_${ctx.request.ip()}`)
)

/** A posting's certificate, roadside pack and roadside link, for its company (or an admin). */
router
  .group(() => {
    router.get('worker/:workerId/certificate', [RoadsideController, 'certificate']).as('certificate')
    router.get('worker/:workerId/roadsidePack', [RoadsideController, 'pack']).as('pack')
    router.get('contract/:contractId/roadsidePack', [RoadsideController, 'contractPack']).as('contractPack')
    router.get('worker/:workerId/roadsideLink', [RoadsideController, 'showLink']).as('link.show')
    router.post('worker/:workerId/roadsideLink', [RoadsideController, 'createLink']).as('link.create')
    router.post('worker/:workerId/roadsideLink/revoke', [RoadsideController, 'revokeLink']).as('link.revoke')
    router.post('worker/:workerId/roadsideLink/send', [RoadsideController, 'sendLink']).as('link.send')
  })
  .prefix(`/:lang/api/${provider}/workers/company/:id`)
  .where('lang', /^(fr|pl|en)$/)
  .where('id', router.matchers.number())
  .where('workerId', router.matchers.number())
  .where('contractId', router.matchers.number())
  .as('api.roadside')
  .use(middleware.auth())

/** The page a controller opens from the QR code: no sign-in, read only, throttled per address. */
router
  .group(() => {
    router.get('/', [RoadsidePageController, 'show']).as('show')
    router.get('/certificate', [RoadsidePageController, 'certificate']).as('certificate')
    router
      .get('/document/:documentId', [RoadsidePageController, 'document'])
      .where('documentId', router.matchers.number())
      .as('document')
  })
  .prefix('/:lang/r/:token')
  .where('lang', /^(fr|pl|en)$/)
  .as('roadside')
  .use(roadsideThrottle)
