import router from '@adonisjs/core/services/router'

const SpaController = () => import('#controllers/spa_controller')

router.get('/', [SpaController, 'root']).as('spa.root')
router.get('/admin', [SpaController, 'admin']).as('spa.admin')
router.get('/admin/*', [SpaController, 'admin']).as('spa.admin.pages')
router.get('/*', [SpaController, 'portal']).as('spa.portal')
