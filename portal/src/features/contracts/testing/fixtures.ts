import type { Contract, CreditNote, Invoice, RepresentativeCountry } from '../types'

const EU = { id: 1, code: 'EU', name: 'EU Mobility Package', isMobilityPackage: true }
const FR = { id: 2, code: 'FR', name: 'France', isMobilityPackage: false }
const BE = { id: 3, code: 'BE', name: 'Belgium', isMobilityPackage: false }
export const COUNTRY_REFS = { EU, FR, BE }

export function aContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    representativeCountry: FR,
    allowedNumberOfWorkers: null,
    packageSignature: null,
    monthlyAmountCents: 7900,
    totalAmountCents: 47400,
    currency: 'EUR',
    startDate: '2026-09-23',
    endDate: '2027-03-24',
    state: 'active',
    isExpired: false,
    remainingDays: 123,
    dismissedReminders: [],
    isExpiring: false,
    isRenewed: false,
    termsOfSales: {
      fr: '/en/api/eurofiscalis/company/1/contract/1/termsOfSales/fr/download',
      pl: '/en/api/eurofiscalis/company/1/contract/1/termsOfSales/pl/download',
    },
    businessIntroducer: null,
    ...overrides,
  }
}

export function aCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 1,
    number: 'A-2026-000001',
    issueDate: '2026-10-02',
    amountCents: 7900,
    currency: 'EUR',
    locale: 'en',
    downloadUrl: '/en/api/creditnotes/1/download',
    ...overrides,
  }
}

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 5,
    workerContractId: 3,
    number: 'F-2026-000005',
    issueDate: '2026-09-23',
    amountWithoutTaxCents: 47400,
    amountTaxesCents: 0,
    amountWithTaxesCents: 47400,
    currency: 'EUR',
    description: 'Representation, France, 6 months',
    locale: 'en',
    downloadUrl: '/en/api/invoices/5/download',
    hasCreditNote: false,
    creditNotes: [],
    ...overrides,
  }
}

export function aCountry(
  ref: { id: number; code: string; name: string; isMobilityPackage: boolean },
  overrides: Partial<RepresentativeCountry> = {}
): RepresentativeCountry {
  return {
    ...ref,
    isActive: true,
    unlimitedPackageAmountCents: 7900,
    workerPackages: [],
    termsOfSales: { fr: `/en/api/representativeCountries/${ref.id}/termsOfSales/fr/download`, pl: null },
    representativeCompany: {
      name: `Representation ${ref.code} SAS`,
      address: {
        addressLines: ['12 rue de la Paix', ''],
        postalCode: '75002',
        city: 'Paris',
        countryCode: 'FR',
      },
      phone: { type: 'BUSINESS', number: '+33140200000' },
      email: `${ref.code.toLowerCase()}@representation.example`,
      siret: '85234567800011',
      siren: null,
      vatNumber: 'FR32852345678',
      fiscalCode: null,
    },
    ...overrides,
  }
}
