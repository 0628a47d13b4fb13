import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { escapeHtml } from '#services/http/escape_html'
import {
  withPreloads,
  withProviderSettings,
  withSessionAnswer,
  type PortalPreloads,
} from '#services/http/page_meta'
import { sessionAnswer } from '#services/auth/session_answer'
import { isApiPath, isUnknownLanguageApiPath, pathInLanguage } from '#services/http/paths'
import type { Locale } from '#enums/profile'

const cache = new Map<string, string>()

async function page(name: 'portal' | 'admin') {
  const cached = cache.get(name)
  if (cached) return cached
  try {
    const built = await readFile(app.makePath('resources/spa', `${name}.html`), 'utf8')
    const html = name === 'portal' ? withProviderSettings(built) : built
    if (app.inProduction) cache.set(name, html)
    return html
  } catch {
    return null
  }
}

let preloadsRead: Promise<PortalPreloads | null> | null = null

/** The portal's preloads as built (none before a build: the page works without them). */
function portalPreloads() {
  const read = readFile(app.makePath('resources/spa', 'portal-preloads.json'), 'utf8').then(
    (text) => JSON.parse(text) as PortalPreloads,
    () => null
  )
  if (!app.inProduction) return read
  preloadsRead ??= read
  return preloadsRead
}

function notBuilt(ctx: HttpContext) {
  return ctx.response
    .status(503)
    .type('text/plain')
    .send(
      'The web apps are not built yet: run "npm run build" (or "npm run dev" and open http://localhost:5173).'
    )
}

/**
 * Serves the single-page apps: the portal under /{lang}/… and the back-office under /admin. The back-office page is
 * refused to a signed-in customer; every call it makes is checked by the api as well.
 */
export default class SpaController {
  async root({ request, response }: HttpContext) {
    const locale = i18nManager.getSupportedLocaleFor(request.languages()) ?? i18nManager.defaultLocale
    return response.redirect(`/${locale}/home`)
  }

  async portal(ctx: HttpContext) {
    const path = ctx.request.url()
    if (isApiPath(path) || isUnknownLanguageApiPath(path) || path.startsWith('/assets/')) {
      return ctx.response.status(404).send({ errors: [{ message: ctx.i18n.t('errors.routeNotFound') }] })
    }
    // A language we do not ship (/de/home): the same page in the visitor's language, else French.
    const locale = i18nManager.getSupportedLocaleFor(ctx.request.languages()) ?? i18nManager.defaultLocale
    const elsewhere = pathInLanguage(ctx.request.url(true), locale as Locale)
    if (elsewhere) return ctx.response.redirect(elsewhere)
    const html = await page('portal')
    if (!html) return notBuilt(ctx)
    const session = await sessionAnswer(ctx.auth)
    const preloaded = withPreloads(html, await portalPreloads(), ctx.i18n.locale, session.isLoggedIn)
    // The page carries who is signed in: never stored by a browser or a proxy.
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.response.type('text/html').send(withSessionAnswer(preloaded, session))
  }

  async admin(ctx: HttpContext) {
    if (ctx.request.url() === '/admin') return ctx.response.redirect('/admin/')
    await ctx.auth.check()
    if (ctx.auth.user && !ctx.auth.user.isStaff) {
      const message = escapeHtml(ctx.i18n.t('auth.adminOnly'))
      const home = `/${ctx.i18n.locale}/home`
      return ctx.response
        .status(403)
        .type('text/html')
        .send(
          `<!doctype html><html lang="${ctx.i18n.locale}"><head><meta charset="utf-8"><title>403</title></head>` +
            `<body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center;background:#f4f6f9">` +
            `<h1>403</h1><p>${message}</p><p><a href="${home}">${escapeHtml(home)}</a></p></body></html>`
        )
    }
    const html = await page('admin')
    if (!html) return notBuilt(ctx)
    ctx.response.header('Cache-Control', 'no-cache')
    return ctx.response.type('text/html').send(html)
  }
}
