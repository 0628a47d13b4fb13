import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const AccountController = () => import('#controllers/portal/account_controller')

const provider = env.get('PROVIDER_SEGMENT')

/** Renewal and upgrade of a company's contracts (API.md, "Renewal and upgrade"). */
router
  .group(() => {
    router
      .group(() => {
        router.get('checkUpgradeAccount', [AccountController, 'check']).as('check')
        router.post('upgradeAccount/quote', [AccountController, 'quote']).as('upgrade.quote')
        router.post('upgradeAccount', [AccountController, 'upgrade']).as('upgrade')
        router.post('renewContract', [AccountController, 'renew']).as('renew')
      })
      .prefix(`${provider}/workers/company/:id`)
      .where('id', router.matchers.number())
      .as('account')
      .use(middleware.auth())
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
