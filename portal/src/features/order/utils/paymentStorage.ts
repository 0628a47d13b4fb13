import type { Mop, PaymentRedirectionForm } from '../types'

/** Kept per tab: the payment pages survive a reload and the provider's return, and nothing outlives the tab. */
const CARD_KEY = 'workers.payment'
const TRANSFER_KEY = 'workers.bankTransfer'

export type CardPayment = { requestId: string; paymentRedirectionForm: PaymentRedirectionForm }
export type TransferPayment = { mop: Mop; requestId: string }

function read(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export function storeCardPayment(payment: CardPayment, storage: Storage = sessionStorage): void {
  storage.setItem(CARD_KEY, JSON.stringify(payment))
  storage.removeItem(TRANSFER_KEY)
}

export function readCardPayment(storage: Storage = sessionStorage): CardPayment | null {
  const value = read(storage, CARD_KEY)
  if (!isRecord(value) || typeof value.requestId !== 'string') return null
  const form = value.paymentRedirectionForm
  if (!isRecord(form) || typeof form.action !== 'string' || !isRecord(form.fields)) return null
  return value as CardPayment
}

export function storeTransferPayment(payment: TransferPayment, storage: Storage = sessionStorage): void {
  storage.setItem(TRANSFER_KEY, JSON.stringify(payment))
  storage.removeItem(CARD_KEY)
}

export function readTransferPayment(storage: Storage = sessionStorage): TransferPayment | null {
  const value = read(storage, TRANSFER_KEY)
  if (!isRecord(value) || typeof value.requestId !== 'string' || !value.requestId) return null
  return { mop: value.mop === 'CARD' ? 'CARD' : 'TRANSFER', requestId: value.requestId }
}

/** Once the payment is confirmed the stored form is spent. */
export function clearCardPayment(storage: Storage = sessionStorage): void {
  storage.removeItem(CARD_KEY)
}
