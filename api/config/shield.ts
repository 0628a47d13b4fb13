import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  // The Content-Security-Policy is written once for every answer by the security headers middleware
  // (app/services/http/content_security_policy.ts), not built again with a nonce for each one, as shield would.
  csp: { enabled: false },
  csrf: {
    enabled: true,
    // Payment provider pages and notifications carry signed fields instead of our session's token; the SPAs get
    // their token from /session/csrf.
    exceptRoutes: (ctx) => /^\/(payment\/sandbox|api\/payments\/|session\/csrf$)/.test(ctx.request.url()),
    // Both SPAs read the XSRF-TOKEN cookie and echo it as the X-XSRF-TOKEN header.
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  hsts: { enabled: true, maxAge: '180 days' },
  // X-Content-Type-Options: nosniff is on every answer, files and errors too (security headers middleware).
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
