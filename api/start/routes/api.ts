import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { middleware } from '#start/kernel'
import { TERMS_LANGUAGES } from '#services/billing/terms_of_sale_files'

const SessionController = () => import('#controllers/auth/session_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const AccountController = () => import('#controllers/auth/account_controller')
const TotpController = () => import('#controllers/auth/totp_controller')
const ProfileController = () => import('#controllers/portal/profile_controller')
const CompanyController = () => import('#controllers/portal/company_controller')
const ContractsController = () => import('#controllers/portal/contracts_controller')
const AdminProfilesController = () => import('#controllers/admin/profiles_controller')
const AdminRequestsController = () => import('#controllers/admin/requests_controller')
const AdminBillingController = () => import('#controllers/admin/billing_controller')
const MigrationController = () => import('#controllers/portal/migration_controller')
const TermsOfSaleController = () => import('#controllers/portal/terms_of_sale_controller')

const provider = env.get('PROVIDER_SEGMENT')

/**
 * Each call opens a session (a row with the database store): a SPA asks once before its first write, so 30 a minute
 * per address is never reached by a person, only by a script filling the sessions table.
 */
const csrfThrottle = limiter.define('csrf', (ctx) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`ip_${ctx.request.ip()}`)
)

router.get('/session/keepAlive', [SessionController, 'keepAlive']).as('session.keepAlive')
router.post('/session/csrf', [SessionController, 'csrf']).use(csrfThrottle).as('session.csrf')

router
  .group(() => {
    router
      .group(() => {
        router.get('session', [SessionController, 'show']).as('session')
        router.post('login', [SessionController, 'login']).as('login')
        router.post('login/totp', [SessionController, 'loginTotp']).as('login.totp')
        router.post('logout', [SessionController, 'logout']).as('logout')
        router.get('logout', [SessionController, 'logoutAndRedirect']).as('logout.redirect')
        router.post('reset-password', [PasswordResetController, 'request']).as('resetPassword')
        router
          .post('reset-password/confirm', [PasswordResetController, 'confirm'])
          .as('resetPassword.confirm')
        router.post('update', [AccountController, 'update']).as('update').use(middleware.auth())
        router
          .group(() => {
            // A back-office user without a second factor may call these two (enrolment) and nothing else.
            router.post('setup', [TotpController, 'setup']).as('setup')
            router.post('enable', [TotpController, 'enable']).as('enable')
          })
          .prefix('totp')
          .as('totp')
          .use(middleware.auth({ enrolling: true }))
        router
          .group(() => {
            router.post('disable', [TotpController, 'disable']).as('disable')
            router.post('recoveryCodes', [TotpController, 'recoveryCodes']).as('recoveryCodes')
          })
          .prefix('totp')
          .as('totp')
          .use(middleware.auth())
      })
      .prefix('auth')
      .as('auth')

    router
      .group(() => {
        router.post('profile/update', [ProfileController, 'update']).as('profile.update')
        router.post('profile/language', [ProfileController, 'language']).as('profile.language')
        router
          .get(`${provider}/company/:id`, [CompanyController, 'show'])
          .where('id', router.matchers.number())
          .as('company.show')
        router
          .get(`${provider}/company/:id/contracts`, [ContractsController, 'index'])
          .where('id', router.matchers.number())
          .as('company.contracts')
        router
          .post(`${provider}/company/:id/migrateToMobilityPacket`, [MigrationController, 'migrate'])
          .where('id', router.matchers.number())
          .as('company.migrateToMobilityPacket')
        router
          .get('invoices/company/:id/contract/:contractId/list', [ContractsController, 'invoices'])
          .where('id', router.matchers.number())
          .where('contractId', router.matchers.number())
          .as('company.contract.invoices')
        router
          .get(`${provider}/company/:id/contract/:contractId/termsOfSales/:docLang/download`, [
            TermsOfSaleController,
            'contractDownload',
          ])
          .where('id', router.matchers.number())
          .where('contractId', router.matchers.number())
          .where('docLang', new RegExp(`^(${TERMS_LANGUAGES.join('|')})$`))
          .as('company.contract.termsOfSales')
        router
          .post(`${provider}/workerContracts/:id/setDismissedReminders`, [
            ContractsController,
            'setDismissedReminders',
          ])
          .where('id', router.matchers.number())
          .as('workerContracts.setDismissedReminders')
      })
      .use(middleware.auth())

    router
      .group(() => {
        router.get('profiles', [AdminProfilesController, 'index']).as('profiles.index')
        router
          .get('profiles/:id', [AdminProfilesController, 'show'])
          .where('id', router.matchers.number())
          .as('profiles.show')
        router
          .put('profiles/:id', [AdminProfilesController, 'update'])
          .where('id', router.matchers.number())
          .as('profiles.update')
        router
          .post('profiles/:id/resetSecondFactor', [AdminProfilesController, 'resetSecondFactor'])
          .where('id', router.matchers.number())
          .as('profiles.resetSecondFactor')
        router.get('requests', [AdminRequestsController, 'index']).as('requests.index')
        router
          .post('requests/:id/validate', [AdminRequestsController, 'validate'])
          .where('id', router.matchers.number())
          .as('requests.validate')
        router
          .post('requests/:id/remove', [AdminRequestsController, 'remove'])
          .where('id', router.matchers.number())
          .as('requests.remove')
        router
          .post('workercontracts/:contractId/invoice/create', [AdminBillingController, 'createInvoice'])
          .where('contractId', router.matchers.number())
          .as('workerContracts.invoice.create')
        router
          .post('creditnotes/invoice/:invoiceId/creditnote/create', [
            AdminBillingController,
            'createCreditNote',
          ])
          .where('invoiceId', router.matchers.number())
          .as('invoices.creditNote.create')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
