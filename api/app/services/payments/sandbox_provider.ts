import paymentConfig from '#config/payment'
import type {
  HostedPaymentForm,
  PaymentProvider,
  PaymentToCreate,
  VerifiedNotification,
} from '#services/payments/payment_provider'
import { hasValidSignature, signFields } from '#services/payments/signature'

export const SANDBOX_PAGE_PATH = '/payment/sandbox'

/**
 * The built-in provider: a hosted page of our own where the payer approves or declines, which then sends a signed
 * notification exactly like a real provider would. Forms and notifications are signed with the sandbox secret.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox'

  constructor(private secret = paymentConfig.sandbox.secret) {}

  createPayment(payment: PaymentToCreate): HostedPaymentForm {
    const fields: Record<string, string> = {
      paymentId: String(payment.paymentId),
      requestId: payment.requestId,
      amount: String(payment.amountCents),
      currency: payment.currency,
      reference: payment.reference,
      locale: payment.locale,
    }
    return { action: SANDBOX_PAGE_PATH, method: 'POST', fields: { ...fields, signature: this.sign(fields) } }
  }

  sign(fields: Record<string, string>) {
    return signFields(fields, this.secret)
  }

  verify(fields: Record<string, unknown>) {
    return hasValidSignature(fields, this.secret)
  }

  verifyNotification(body: Record<string, unknown>): VerifiedNotification | null {
    if (!this.verify(body)) return null
    const paymentId = Number(body.paymentId)
    const amountCents = Number(body.amount)
    if (!Number.isInteger(paymentId) || !Number.isInteger(amountCents)) return null
    if (body.status !== 'approved' && body.status !== 'declined') return null
    if (!body.transactionId) return null
    return {
      paymentId,
      requestId: String(body.requestId),
      transactionId: String(body.transactionId),
      amountCents,
      currency: String(body.currency),
      outcome: body.status === 'approved' ? 'succeeded' : 'failed',
      raw: body,
    }
  }
}

/** The configured provider. Another provider plugs in here by implementing PaymentProvider. */
export function paymentProvider(): PaymentProvider {
  return new SandboxProvider()
}
