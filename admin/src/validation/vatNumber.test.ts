import { describe, expect, it } from 'vitest'
import { normalizeVatNumber, wellFormedVatNumber } from './vatNumber'

describe('VAT numbers', () => {
  it.each(['PL5260250274', 'FR40303265045', 'de 123456789', 'NL 8057.56.541.B01', 'EL123456789', 'AT12'])(
    'accepts the shape of %s',
    (value) => expect(wellFormedVatNumber(value)).toBeUndefined()
  )

  it.each(['5260250274', 'P5260250274', 'PL1', 'PL12345678901234', 'PL52602502_4'])('refuses %s', (value) =>
    expect(wellFormedVatNumber(value)).toBe('app.validation.vat_number')
  )

  it('leaves an empty number to the required rule', () => {
    expect(wellFormedVatNumber('')).toBeUndefined()
  })

  it('normalizes what people type', () => {
    expect(normalizeVatNumber(' pl 526-025-02.74 ')).toBe('PL5260250274')
  })
})
