import router from '@adonisjs/core/services/router'

const SandboxController = () => import('#controllers/payments/sandbox_controller')
const NotificationController = () => import('#controllers/payments/notification_controller')

/*
| The card provider's side: its hosted pages (the built-in sandbox) and its server-to-server notifications.
| Not language-prefixed and exempt from CSRF (config/shield.ts): a provider cannot know our session's token;
| every field is signed instead.
*/
router.post('/payment/sandbox', [SandboxController, 'show']).as('payments.sandbox.show')
router.post('/payment/sandbox/decide', [SandboxController, 'decide']).as('payments.sandbox.decide')
router.post('/api/payments/sandbox/notify', [NotificationController, 'receive']).as('payments.sandbox.notify')
