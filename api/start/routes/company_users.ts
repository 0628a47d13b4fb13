import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { middleware } from '#start/kernel'

const CompanyUsersController = () => import('#controllers/portal/company_users_controller')
const InvitationController = () => import('#controllers/auth/invitation_controller')

const provider = env.get('PROVIDER_SEGMENT')

/** The invitation page is opened a few times by a person; 30 a minute per address stops anyone trying tokens. */
const invitationThrottle = limiter.define('invitation', (ctx) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`ip_${ctx.request.ip()}`)
)

router
  .group(() => {
    // The company's users: its owners list, invite (and revoke a pending invitation), change roles, turn off a lost
    // second factor and remove.
    router
      .group(() => {
        router.get('users', [CompanyUsersController, 'index']).as('index')
        router.post('users/invite', [CompanyUsersController, 'invite']).as('invite')
        router.post('users/:userId/role', [CompanyUsersController, 'updateRole']).as('role')
        router.post('users/:userId/remove', [CompanyUsersController, 'remove']).as('remove')
        router
          .post('users/:userId/resetSecondFactor', [CompanyUsersController, 'resetSecondFactor'])
          .as('resetSecondFactor')
        router
          .post('users/invitations/:invitationId/revoke', [CompanyUsersController, 'revokeInvitation'])
          .as('invitations.revoke')
      })
      .prefix(`${provider}/company/:id`)
      .where('id', router.matchers.number())
      .where('userId', router.matchers.number())
      .where('invitationId', router.matchers.number())
      .as('company.users')
      .use(middleware.auth())

    // The invitee's page: the e-mailed token is the credential.
    router
      .group(() => {
        router.get('invitation', [InvitationController, 'show']).as('show')
        router.post('invitation/accept', [InvitationController, 'accept']).as('accept')
      })
      .prefix('auth')
      .as('auth.invitation')
      .use(invitationThrottle)
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
