import { randomBytes, randomUUID } from 'node:crypto'

/** Crockford base32 without ambiguous letters: easy to read out and to type in a bank transfer. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The public identifier of a request: unguessable, so it can travel in URLs and forms. */
export function newRequestId() {
  return randomUUID()
}

/** The reference the customer quotes on a bank transfer, e.g. PW-2026-7KQ4M9XA. */
export function newPaymentReference(year: number) {
  const bytes = randomBytes(8)
  const code = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `PW-${year}-${code}`
}
