import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

const ReferenceController = () => import('#controllers/portal/reference_controller')
const QuoteController = () => import('#controllers/portal/quote_controller')
const RegisterController = () => import('#controllers/portal/register_controller')
const WorkerRequestController = () => import('#controllers/portal/worker_request_controller')

const provider = env.get('PROVIDER_SEGMENT')

router
  .group(() => {
    router
      .get('representativeCountries/list', [ReferenceController, 'countries'])
      .as('representativeCountries.list')
    router
      .post('businessIntroducer/validatePromoCode', [ReferenceController, 'validatePromoCode'])
      .as('promoCode.validate')
    router.get(`${provider}/workers/listAllowedMops`, [ReferenceController, 'allowedMops']).as('mops.list')
    router
      .group(() => {
        router.get('listPhoneTypes', [ReferenceController, 'phoneTypes']).as('phoneTypes')
        router.get('listEUCountries', [ReferenceController, 'euCountries']).as('euCountries')
        router.get('listCountries', [ReferenceController, 'countriesList']).as('countries')
        router.get('listEUNationalities', [ReferenceController, 'euNationalities']).as('euNationalities')
        router.get('listNationalities', [ReferenceController, 'nationalities']).as('nationalities')
        router.post('references', [ReferenceController, 'references']).as('references')
      })
      .prefix('utils')
      .as('utils')

    router.post(`${provider}/workers/quote`, [QuoteController, 'show']).as('workers.quote')
    router.post(`${provider}/workers/register`, [RegisterController, 'store']).as('workers.register')
    router
      .group(() => {
        router
          .get(`${provider}/workers/request/:requestId`, [WorkerRequestController, 'show'])
          .as('workers.request.show')
        router
          .post(`${provider}/workers/request/:requestId/pay`, [WorkerRequestController, 'pay'])
          .as('workers.request.pay')
      })
      .use(middleware.auth())
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
