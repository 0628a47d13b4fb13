/**
 * What the api needs from a card payment provider (ARCHITECTURE.md, "Payment"). Card data never reaches us:
 * the customer pays on the provider's hosted page, and the provider tells us the outcome server to server.
 */
export interface HostedPaymentForm {
  action: string
  method: 'POST'
  fields: Record<string, string>
}

export interface PaymentToCreate {
  paymentId: number
  requestId: string
  amountCents: number
  currency: string
  reference: string
  locale: string
}

export interface VerifiedNotification {
  paymentId: number
  requestId: string
  transactionId: string
  amountCents: number
  currency: string
  outcome: 'succeeded' | 'failed'
  raw: Record<string, unknown>
}

export interface PaymentProvider {
  readonly name: string
  /** The hosted form the customer's browser posts to start paying. */
  createPayment(payment: PaymentToCreate): HostedPaymentForm
  /** The notification's content when its signature is genuine, otherwise null. */
  verifyNotification(body: Record<string, unknown>): VerifiedNotification | null
}
