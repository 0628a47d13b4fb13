import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /*
   * Everything comes from our own origin (the SPAs are Vite builds with no inline script; the sandbox provider's
   * pages are ours too). The one inline script, the sandbox's return to the portal, carries the request's nonce.
   * Styles allow 'unsafe-inline': MUI (emotion) writes its styles into <style> tags at run time, and styles cannot
   * run code. A real card provider's origin joins form-action and frame-src when one is plugged in.
   */
  csp: {
    enabled: true,
    useDefaults: false,
    reportOnly: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", '@nonce'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
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
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
