import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 over the fields sorted by name (the signature field itself excluded). */
export function signFields(fields: Record<string, string>, secret: string) {
  const payload = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&')
  return createHmac('sha256', secret).update(payload).digest('hex')
}

export function hasValidSignature(fields: Record<string, unknown>, secret: string) {
  const signature = fields.signature
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false
  const strings: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') return false
    strings[name] = value
  }
  const expected = Buffer.from(signFields(strings, secret), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
