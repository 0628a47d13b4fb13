import { describe, expect, it } from 'vitest'
import { readProviderSegment } from './provider'

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
