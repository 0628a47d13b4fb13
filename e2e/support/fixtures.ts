import { test as base, expect } from '@playwright/test'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/**
 * Every journey fails when the page sends a request that leaves localhost (telemetry, web fonts, CDNs):
 * the product must work on a closed network and must not leak its users' browsing. It fails too when Chromium
 * reports a Content-Security-Policy violation (in any page or frame): the policy must hold what the product does.
 */
export const test = base.extend<{ offsiteGuard: void; cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = []
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  offsiteGuard: [
    async ({ context }, use) => {
      const offsite: string[] = []
      await context.route(/^https?:\/\//, (route) => {
        const url = new URL(route.request().url())
        if (LOCAL_HOSTS.has(url.hostname)) return route.continue()
        offsite.push(url.href)
        return route.abort()
      })
      await use()
      expect(offsite, 'requests that left localhost').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { Page } from '@playwright/test'
