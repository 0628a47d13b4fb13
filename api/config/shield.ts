import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  // The SPAs are built by Vite with hashed assets from our own origin; a CSP is set by security_headers_middleware.
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    // Payment provider pages and notifications carry signed fields instead of our session's token.
    exceptRoutes: (ctx) => /^\/(payment\/sandbox|api\/payments\/)/.test(ctx.request.url()),
    // Both SPAs read the XSRF-TOKEN cookie and echo it as the X-XSRF-TOKEN header.
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
