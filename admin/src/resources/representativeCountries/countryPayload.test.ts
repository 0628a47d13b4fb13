import { describe, expect, it } from 'vitest'
import { toCountryPayload } from './countryPayload'
import type { CountryFormValues } from './types'

const form = (overrides: Partial<CountryFormValues> = {}): CountryFormValues => ({
  code: 'DE',
  name: ' Germany ',
  isActive: true,
  isMobilityPackage: false,
  unlimitedPackageAmountCents: 8900,
  workerPackageAmountCents: 500,
  workerPackages: [{ minWorkers: 1, maxWorkers: null, perWorkerAmountCents: 500 } as never],
  termsOfSales: { fr: null, pl: null },
  requiredDocumentCategories: null,
  representativeCompany: {
    name: 'Vertretung GmbH',
    address: { addressLines: ['Friedrichstraße 10', ''], postalCode: '', city: 'Berlin', countryCode: '' },
    phone: { type: 'MOBILE', number: '601 234 567' },
    email: ' de@representation.example ',
    siret: '852 345 677 00019',
    siren: '',
    vatNumber: 'de 136.695.976',
    fiscalCode: '',
    personalIdentificationNumber: ' ',
    contact: {
      name: 'Anna Schmidt',
      dateOfBirth: '1980-05-17',
      cityOfBirth: 'München',
      countryOfBirth: 'DE',
      nationality: 'DE',
    },
  },
  ...overrides,
})

describe('the country payload', () => {
  it('sends what the api reads: empty optional fields null, numbers as stored, packages complete', () => {
    expect(toCountryPayload(form())).toEqual({
      name: 'Germany',
      code: 'DE',
      isActive: true,
      unlimitedPackageAmountCents: 8900,
      workerPackageAmountCents: 500,
      workerPackages: [
        { minWorkers: 1, maxWorkers: null, perWorkerAmountCents: 500, fixedAmountCents: null },
      ],
      representativeCompany: {
        name: 'Vertretung GmbH',
        address: {
          addressLines: ['Friedrichstraße 10', ''],
          postalCode: null,
          city: 'Berlin',
          countryCode: null,
        },
        phone: { type: 'MOBILE', number: '+48601234567' },
        email: 'de@representation.example',
        siret: '85234567700019',
        siren: null,
        vatNumber: 'DE136695976',
        fiscalCode: null,
        personalIdentificationNumber: null,
        contact: {
          name: 'Anna Schmidt',
          dateOfBirth: '1980-05-17',
          cityOfBirth: 'München',
          countryOfBirth: 'DE',
          nationality: 'DE',
        },
      },
      requiredDocumentCategories: null,
    })
  })

  it('sends the country’s own required documents, empty included; none at all is the default', () => {
    const own = toCountryPayload(form({ requiredDocumentCategories: ['A1', 'CPC'] }))
    const nothing = toCountryPayload(form({ requiredDocumentCategories: [] }))
    const created = toCountryPayload(form({ requiredDocumentCategories: undefined as never }))
    expect(own.requiredDocumentCategories).toEqual(['A1', 'CPC'])
    expect(nothing.requiredDocumentCategories).toEqual([])
    expect(created.requiredDocumentCategories).toBeNull()
  })

  it('carries only the terms files chosen, at the top level for the multipart body', () => {
    const chosen = { rawFile: new File(['%PDF-1.4'], 'cgv.pdf', { type: 'application/pdf' }) }
    const payload = toCountryPayload(form({ termsOfSalesFr: chosen, termsOfSalesPl: null }))
    expect(payload).toHaveProperty('termsOfSalesFr', chosen)
    expect(payload).not.toHaveProperty('termsOfSalesPl')
  })
})
