import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'

const VatController = () => import('#controllers/portal/vat_controller')
const CompanyVatController = () => import('#controllers/admin/company_vat_controller')

/** Each public check may reach VIES: 30 a minute per address is plenty for a person filling in a form. */
const checkVatThrottle = limiter.define('checkVat', (ctx) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`ip_${ctx.request.ip()}`)
)

router
  .group(() => {
    router.post('utils/checkVat', [VatController, 'check']).use(checkVatThrottle).as('utils.checkVat')

    router
      .group(() => {
        router
          .post('companies/:id/checkVatNumber', [CompanyVatController, 'check'])
          .where('id', router.matchers.number())
          .as('companies.checkVatNumber')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
