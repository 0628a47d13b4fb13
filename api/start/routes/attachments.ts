import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const AttachmentsController = () => import('#controllers/portal/attachments_controller')

const provider = env.get('PROVIDER_SEGMENT')

/** Documents offered per representative country (API.md, "Attachments"): signed in, customer or admin. */
router
  .group(() => {
    router
      .get(`${provider}/company/:id/attachments`, [AttachmentsController, 'index'])
      .where('id', router.matchers.number())
      .as('company.attachments')
    router
      .get('attachment/:id/download', [AttachmentsController, 'download'])
      .where('id', router.matchers.number())
      .as('attachments.download')
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
  .use(middleware.auth())
