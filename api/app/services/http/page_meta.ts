import { escapeHtml } from '#services/http/escape_html'

/** The portal page as served: it carries the provider segment its calls use (portal/src/config/provider.ts). */
export function withProviderSegment(html: string, segment: string) {
  return html.replace('</head>', `<meta name="provider-segment" content="${escapeHtml(segment)}" />\n</head>`)
}
