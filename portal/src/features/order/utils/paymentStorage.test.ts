import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearCardPayment,
  readCardPayment,
  readTransferPayment,
  storeCardPayment,
  storeTransferPayment,
} from './paymentStorage'

const card = {
  requestId: 'R-1',
  paymentRedirectionForm: { action: '/payment/sandbox', method: 'POST', fields: { signature: 'abc' } },
}

beforeEach(() => sessionStorage.clear())

describe('payment storage', () => {
  it('keeps the card form, and forgets the transfer record when a card payment is stored', () => {
    storeTransferPayment({ mop: 'TRANSFER', requestId: 'R-0' })
    storeCardPayment(card)
    expect(readCardPayment()).toEqual(card)
    expect(readTransferPayment()).toBeNull()
    clearCardPayment()
    expect(readCardPayment()).toBeNull()
  })

  it('keeps the transfer record, and forgets the card form when a transfer is stored', () => {
    storeCardPayment(card)
    storeTransferPayment({ mop: 'TRANSFER', requestId: 'R-2' })
    expect(readTransferPayment()).toEqual({ mop: 'TRANSFER', requestId: 'R-2' })
    expect(readCardPayment()).toBeNull()
  })

  it('refuses broken or incomplete records', () => {
    sessionStorage.setItem('workers.payment', '{not json')
    expect(readCardPayment()).toBeNull()
    sessionStorage.setItem('workers.payment', JSON.stringify({ requestId: 'R-1' }))
    expect(readCardPayment()).toBeNull()
    sessionStorage.setItem('workers.bankTransfer', JSON.stringify({ mop: 'TRANSFER' }))
    expect(readTransferPayment()).toBeNull()
  })
})
