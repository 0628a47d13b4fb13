import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { TERMS_LANGUAGES } from '#services/billing/terms_of_sale_files'

const InvoicesController = () => import('#controllers/billing/invoices_controller')
const CreditNotesController = () => import('#controllers/billing/credit_notes_controller')
const TermsOfSaleController = () => import('#controllers/portal/terms_of_sale_controller')
const OfferController = () => import('#controllers/portal/offer_controller')

/** The offer is stored once rendered: 30 downloads a minute per address is far more than a person asks for. */
const offerThrottle = limiter.define('offer', (ctx) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`ip_${ctx.request.ip()}`)
)

router
  .group(() => {
    router
      .get('invoices/:id/download', [InvoicesController, 'download'])
      .where('id', router.matchers.number())
      .as('invoices.download')
      .use(middleware.auth())
    router
      .get('creditnotes/:id/download', [CreditNotesController, 'download'])
      .where('id', router.matchers.number())
      .as('creditNotes.download')
      .use(middleware.auth())
    router
      .get('representativeCountries/:id/termsOfSales/:docLang/download', [TermsOfSaleController, 'download'])
      .where('id', router.matchers.number())
      .where('docLang', new RegExp(`^(${TERMS_LANGUAGES.join('|')})$`))
      .as('termsOfSales.download')
    router.get('offer/download', [OfferController, 'download']).use(offerThrottle).as('offer.download')
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
