import providerConfig from '#config/provider'
import { escapeHtml } from '#services/http/escape_html'

/**
 * The portal page as served: it carries the provider segment its calls use and the late-payment multiple its terms
 * print, as the server is configured (portal/src/config/provider.ts).
 */
export function withProviderSettings(html: string) {
  const metas = [
    `<meta name="provider-segment" content="${escapeHtml(providerConfig.segment)}" />`,
    `<meta name="late-payment-multiple" content="${escapeHtml(String(providerConfig.latePaymentMultiple))}" />`,
  ]
  return html.replace('</head>', `${metas.join('\n')}\n</head>`)
}

/**
 * The portal page with the answer of `GET /{lang}/api/auth/session` in it (portal/src/lib/AuthProvider.tsx reads it),
 * so that the first screen needs no round trip to know who is signed in. JSON in a data block, which no browser
 * runs (the Content-Security-Policy stays as it is), with `<` escaped so that no text in it can close the block.
 */
export function withSessionAnswer(html: string, answer: unknown) {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c')
  return html.replace('</head>', `<script type="application/json" id="pw-session">${json}</script>\n</head>`)
}

/** What the build says a portal page should fetch at once (scripts/bundle-spa.mjs writes it beside the page). */
export interface PortalPreloads {
  /** Per language, the texts of the sign-in page and the frame (portal/src/i18n/first.<lang>.ts). */
  firstTexts: Record<string, string>
  /** Per language, its whole dictionary, which the signed-in pages wait for. */
  allTexts: Record<string, string>
  signedIn: string[]
}

/**
 * The portal page with the modules its first screen needs named for the browser to fetch in parallel with the entry:
 * the first texts of its language and, for a signed-in visitor, the rest of them and the frame every signed-in page
 * is drawn with.
 */
export function withPreloads(
  html: string,
  preloads: PortalPreloads | null,
  locale: string,
  signedIn: boolean
) {
  if (!preloads) return html
  const hrefs = [
    preloads.firstTexts[locale],
    ...(signedIn ? [preloads.allTexts[locale], ...preloads.signedIn] : []),
  ].filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.js$/.test(href))
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')
  return html.replace('</head>', `${links}\n</head>`)
}
