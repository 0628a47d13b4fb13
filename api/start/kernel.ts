/*
| HTTP kernel: server middleware run on every request, router middleware on every matched route,
| and named middleware assigned per route.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  // First: load balancers' probes are answered before anything else runs (and are not logged).
  () => import('#middleware/health_middleware'),
  () => import('#middleware/request_log_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('#middleware/static_files_middleware'),
])

router.use([
  () => import('#middleware/detect_locale_middleware'),
  () => import('#middleware/api_response_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/well_formed_input_middleware'),
  () => import('#middleware/no_empty_session_cookie_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/no_idle_session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  admin: () => import('#middleware/admin_middleware'),
})
