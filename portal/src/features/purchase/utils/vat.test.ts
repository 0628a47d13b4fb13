import { describe, expect, it } from 'vitest'
import {
  addressFromVat,
  fullVatNumber,
  isVatNumberComplete,
  normalizeVatNumber,
  splitVatInput,
  vatPrefix,
} from './vat'

const EU = ['AT', 'BE', 'FR', 'GR', 'PL']

describe('VAT number', () => {
  it('keeps capitals and digits only', () => {
    expect(normalizeVatNumber(' 526-025.02 74 ')).toBe('5260250274')
    expect(normalizeVatNumber('atu12345675')).toBe('ATU12345675')
  })

  it('takes the country from a pasted prefix, Greece being EL', () => {
    expect(splitVatInput('PL 526 025 02 74', EU)).toEqual({ countryCode: 'PL', number: '5260250274' })
    expect(splitVatInput('EL123456789', EU)).toEqual({ countryCode: 'GR', number: '123456789' })
    expect(splitVatInput('U12345675', EU)).toEqual({ countryCode: null, number: 'U12345675' })
    expect(vatPrefix('GR')).toBe('EL')
  })

  it('builds the full number and tells when it is long enough to check', () => {
    expect(fullVatNumber('PL', '526 025 0274')).toBe('PL5260250274')
    expect(fullVatNumber('', '123')).toBe('')
    expect(isVatNumberComplete('PL', '5260250')).toBe(false)
    expect(isVatNumberComplete('PL', '52602502')).toBe(true)
    expect(isVatNumberComplete('', '5260250274')).toBe(false)
  })

  it('reads a register address given as lines or as one line', () => {
    expect(addressFromVat('UL. PRZYKŁADOWA 12\nLOKAL 3\n00-001 WARSZAWA')).toEqual({
      line1: 'UL. PRZYKŁADOWA 12',
      line2: 'LOKAL 3',
      postalCode: '00-001',
      city: 'WARSZAWA',
    })
    expect(addressFromVat('12 RUE DE LA PAIX, 75002 PARIS')).toEqual({
      line1: '12 RUE DE LA PAIX',
      line2: '',
      postalCode: '75002',
      city: 'PARIS',
    })
    expect(addressFromVat('SOMEWHERE')).toEqual({ line1: 'SOMEWHERE', line2: '' })
    expect(addressFromVat(null)).toEqual({})
    expect(
      addressFromVat({
        addressLines: ['Kärntner Straße 21'],
        postalCode: '1010',
        city: 'Wien',
        countryCode: 'AT',
      })
    ).toEqual({ line1: 'Kärntner Straße 21', line2: '', postalCode: '1010', city: 'Wien', countryCode: 'AT' })
  })
})
