import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { localeFromPath } from '#services/http/paths'

/**
 * The language is the first path segment (/fr/..., /pl/api/...); elsewhere the browser's preference decides.
 * Validation messages and every server message then come in that language.
 */
export default class DetectLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const locale =
      localeFromPath(ctx.request.url()) ??
      i18nManager.getSupportedLocaleFor(ctx.request.languages()) ??
      i18nManager.defaultLocale
    ctx.i18n = i18nManager.locale(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
