import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AttachmentsController = () => import('#controllers/admin/attachments_controller')
const AuditLogsController = () => import('#controllers/admin/audit_logs_controller')

/**
 * The back-office's attachments and audit log (API.md, "Attachments (back-office)", "Audit log"): admins only.
 * The audit log is read only: no route writes it; every admin write adds its own line. Its export is
 * `auditLogs/export` with the other lists' exports (start/routes/back_office.ts).
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('attachments', [AttachmentsController, 'index']).as('attachments.index')
        router.post('attachments', [AttachmentsController, 'store']).as('attachments.store')
        router
          .get('attachments/:id', [AttachmentsController, 'show'])
          .where('id', router.matchers.number())
          .as('attachments.show')
        router
          .put('attachments/:id', [AttachmentsController, 'update'])
          .where('id', router.matchers.number())
          .as('attachments.update')
        router
          .delete('attachments/:id', [AttachmentsController, 'destroy'])
          .where('id', router.matchers.number())
          .as('attachments.destroy')

        router.get('auditLogs', [AuditLogsController, 'index']).as('auditLogs.index')
        router.get('auditLogs/choices', [AuditLogsController, 'choices']).as('auditLogs.choices')
        router
          .get('auditLogs/:id', [AuditLogsController, 'show'])
          .where('id', router.matchers.number())
          .as('auditLogs.show')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
