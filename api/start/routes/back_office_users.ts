import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BackOfficeUsersController = () => import('#controllers/admin/back_office_users_controller')

/**
 * The back-office's users (admins and accountants) in the simple-rest dialect: admins list, create (the new user
 * sets their password from an e-mailed link), change roles, deactivate and reactivate, clear a lost second factor. No
 * delete: the audit log names them.
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('backOfficeUsers', [BackOfficeUsersController, 'index']).as('backOfficeUsers.index')
        router
          .get('backOfficeUsers/:id', [BackOfficeUsersController, 'show'])
          .where('id', router.matchers.number())
          .as('backOfficeUsers.show')
        router.post('backOfficeUsers', [BackOfficeUsersController, 'store']).as('backOfficeUsers.store')
        router
          .put('backOfficeUsers/:id', [BackOfficeUsersController, 'update'])
          .where('id', router.matchers.number())
          .as('backOfficeUsers.update')
        router
          .post('backOfficeUsers/:id/resetSecondFactor', [BackOfficeUsersController, 'resetSecondFactor'])
          .where('id', router.matchers.number())
          .as('backOfficeUsers.resetSecondFactor')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
