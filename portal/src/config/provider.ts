import { LATE_PAYMENT_MINIMUM_MULTIPLE, latePaymentMultipleProblem } from '@posted-workers/domain'

/**
 * The provider segment of the customer calls (API.md: `{provider}`), as the server is configured
 * (`PROVIDER_SEGMENT`): the api writes it into the page it serves, the Vite dev server and the unit tests likewise.
 */
export function readProviderSegment(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="provider-segment"]')?.content.trim()
  if (!value)
    throw new Error('The page says nothing of the provider segment (<meta name="provider-segment">).')
  return value
}

/**
 * The late-payment penalties' multiple of the legal interest rate the terms state (`LATE_PAYMENT_LEGAL_RATE_MULTIPLE`),
 * as the api writes it into the page; the legal floor where the page says nothing (the Vite dev server).
 */
export function readLatePaymentMultiple(doc: Document = document): number {
  const value = Number(doc.querySelector<HTMLMetaElement>('meta[name="late-payment-multiple"]')?.content)
  return latePaymentMultipleProblem(value) === null ? value : LATE_PAYMENT_MINIMUM_MULTIPLE
}
