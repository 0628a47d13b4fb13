import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BusinessIntroducersController = () => import('#controllers/admin/business_introducers_controller')
const RepresentativeCountriesController = () =>
  import('#controllers/admin/representative_countries_controller')

/**
 * The back-office's settings (specification §2.3): representative countries and business introducers, in the
 * simple-rest dialect, admins only. No delete: a country or an introducer that sold contracts is deactivated.
 */
router
  .group(() => {
    router
      .group(() => {
        router
          .get('businessIntroducers', [BusinessIntroducersController, 'index'])
          .as('businessIntroducers.index')
        router
          .get('businessIntroducers/:id', [BusinessIntroducersController, 'show'])
          .where('id', router.matchers.number())
          .as('businessIntroducers.show')
        router
          .post('businessIntroducers', [BusinessIntroducersController, 'store'])
          .as('businessIntroducers.store')
        router
          .put('businessIntroducers/:id', [BusinessIntroducersController, 'update'])
          .where('id', router.matchers.number())
          .as('businessIntroducers.update')

        router
          .get('representativeCountries', [RepresentativeCountriesController, 'index'])
          .as('representativeCountries.index')
        router
          .get('representativeCountries/:id', [RepresentativeCountriesController, 'show'])
          .where('id', router.matchers.number())
          .as('representativeCountries.show')
        router
          .post('representativeCountries', [RepresentativeCountriesController, 'store'])
          .as('representativeCountries.store')
        router
          .put('representativeCountries/:id', [RepresentativeCountriesController, 'update'])
          .where('id', router.matchers.number())
          .as('representativeCountries.update')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
