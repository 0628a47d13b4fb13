import { describe, expect, it } from 'vitest'
import { readLatePaymentMultiple, readProviderSegment } from './provider'

function page(head: string) {
  return new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html')
}

describe('the provider segment', () => {
  it('is the one the server wrote into the page', () => {
    expect(readProviderSegment(page('<meta name="provider-segment" content="acme">'))).toBe('acme')
  })

  it('is required: a page without it is a misconfiguration, said at once', () => {
    expect(() => readProviderSegment(page(''))).toThrow(/provider segment/)
  })
})

describe('the late-payment multiple', () => {
  it('is the one the server wrote into the page', () => {
    expect(readLatePaymentMultiple(page('<meta name="late-payment-multiple" content="4.5">'))).toBe(4.5)
  })

  it('is the legal floor, 3, where the page says nothing or something below it', () => {
    expect(readLatePaymentMultiple(page(''))).toBe(3)
    expect(readLatePaymentMultiple(page('<meta name="late-payment-multiple" content="2">'))).toBe(3)
  })
})
