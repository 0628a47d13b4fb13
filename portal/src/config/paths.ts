import { matchPath } from 'react-router-dom'
import type { Language } from '../i18n/languages'
import { readProviderSegment } from './provider'

/** The provider segment of the customer calls (API.md: `{provider}`), from the server's configuration. */
export const PROVIDER = readProviderSegment()

/** Page patterns below the language prefix; the router and the prefix retry both read them. */
export const PAGES = {
  login: 'login',
  resetPassword: 'reset-password',
  invitation: 'invitation',
  home: 'home',
  profile: 'profile',
  faq: 'faq',
  company: 'company/:id?',
  drivers: 'drivers',
  declarations: 'declarations',
  requests: 'requests',
  register: 'workers/register',
  conditions: 'workers/conditions',
  payment: 'workers/payment',
  confirmation: 'workers/confirmation',
  bankTransfer: 'workers/bank-transfer',
} as const

export const paths = {
  home: (lang: Language) => `/${lang}/${PAGES.home}`,
  profile: (lang: Language) => `/${lang}/${PAGES.profile}`,
  faq: (lang: Language) => `/${lang}/${PAGES.faq}`,
  company: (lang: Language, id?: number) => `/${lang}/company${id === undefined ? '' : `/${id}`}`,
  /** The company's roster; `driver`: that driver alone (the link of a reminder e-mail). */
  drivers: (lang: Language, driver?: number) =>
    `/${lang}/${PAGES.drivers}${driver === undefined ? '' : `?driver=${driver}`}`,
  /** The company's inspectors' requests not closed. */
  requests: (lang: Language) => `/${lang}/${PAGES.requests}`,
  /** The posting declarations; `country`: one host country's. */
  declarations: (lang: Language, country?: string) =>
    `/${lang}/${PAGES.declarations}${country ? `?country=${country}` : ''}`,
  resetPassword: (lang: Language) => `/${lang}/${PAGES.resetPassword}`,
  register: (lang: Language) => `/${lang}/${PAGES.register}`,
  conditions: (lang: Language, print = false) => `/${lang}/${PAGES.conditions}${print ? '?print=true' : ''}`,
  payment: (lang: Language) => `/${lang}/${PAGES.payment}`,
  confirmation: (lang: Language) => `/${lang}/${PAGES.confirmation}`,
  bankTransfer: (lang: Language) => `/${lang}/${PAGES.bankTransfer}`,
  login: (lang: Language, redirectTo?: string) =>
    `/${lang}/${PAGES.login}${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  logout: (lang: Language) => `/${lang}/api/auth/logout`,
  api: (lang: Language, path: string) => `/${lang}/api${path}`,
  keepAlive: '/session/keepAlive',
  backOffice: '/admin/',
}

/** Whether a path without language prefix names one of our pages. */
export function isKnownPage(pathname: string): boolean {
  return Object.values(PAGES).some((pattern) => matchPath({ path: `/${pattern}`, end: true }, pathname))
}

/** In-app page paths are handled by the router; anything else (api, back-office) needs a full page load. */
export function isAppPath(path: string): boolean {
  return /^\/(fr|pl|en)(\/|$)/.test(path) && !/^\/[a-z]{2}\/api(\/|$)/.test(path)
}

/** Only same-site page paths are accepted as a post-login target. */
export function safeRedirectTarget(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null
  return isAppPath(target) ? target : null
}
