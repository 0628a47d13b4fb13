import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminInvoicesController = () => import('#controllers/admin/admin_invoices_controller')
const BillingPeriodController = () => import('#controllers/admin/billing_period_controller')
const HomeController = () => import('#controllers/admin/home_controller')

/**
 * The back-office's invoices and credit notes (read only: a credit note is issued through
 * `creditnotes/invoice/:invoiceId/creditnote/create`), the accountant's period documents, and the home: admins only.
 */
router
  .group(() => {
    router
      .group(() => {
        router.get('home', [HomeController, 'show']).as('home')
        router.get('home/charts', [HomeController, 'charts']).as('home.charts')

        router.get('invoices', [AdminInvoicesController, 'index']).as('invoices.index')
        router
          .get('invoices/exportPeriod', [BillingPeriodController, 'workbook'])
          .as('invoices.period.export')
        router
          .get('invoices/pdfArchive', [BillingPeriodController, 'archive'])
          .as('invoices.pdfArchive.export')
        router
          .get('invoices/:id', [AdminInvoicesController, 'show'])
          .where('id', router.matchers.number())
          .as('invoices.show')

        router.get('creditNotes', [AdminInvoicesController, 'creditNotes']).as('creditNotes.index')
        router
          .get('creditNotes/:id', [AdminInvoicesController, 'creditNote'])
          .where('id', router.matchers.number())
          .as('creditNotes.show')
      })
      .prefix('admin')
      .as('admin')
      .use([middleware.auth(), middleware.admin()])
  })
  .prefix('/:lang/api')
  .where('lang', /^(fr|pl|en)$/)
  .as('api')
