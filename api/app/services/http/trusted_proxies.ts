import proxyAddr from 'proxy-addr'

/** proxy-addr's named ranges, accepted beside plain addresses and CIDRs. */
const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

type TrustFn = (address: string, hop: number) => boolean

/** Splits `TRUSTED_PROXIES` (comma or space separated): empty means no forwarded header is believed. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * Compiles the list into proxy-addr's trust function. Throws on an entry that is neither an IP address, a CIDR
 * nor a named range, so that a typo refuses to boot instead of silently trusting nobody (or everybody).
 */
export function compileTrustedProxies(entries: string[]): TrustFn {
  if (entries.length === 0) return () => false
  for (const entry of entries) {
    if (KEYWORDS.has(entry)) continue
    try {
      proxyAddr.compile(entry)
    } catch {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range or ${[...KEYWORDS].join('/')}`
      )
    }
  }
  return proxyAddr.compile(entries)
}

let trust: TrustFn = () => false

/**
 * The function config/app.ts hands to the HTTP server: only a connection from a listed proxy may name the client
 * in X-Forwarded-For (every per-address throttle and the audit log's addresses depend on it).
 */
export function isTrustedProxy(address: string, hop: number): boolean {
  return trust(address, hop)
}

export function configureTrustedProxies(value: string | undefined): void {
  trust = compileTrustedProxies(parseTrustedProxies(value))
}
