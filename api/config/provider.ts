import { LATE_PAYMENT_MINIMUM_MULTIPLE } from '@posted-workers/domain'
import env from '#start/env'

/**
 * The provider's own identity, printed on invoices and shown on the bank-transfer page.
 */
const providerConfig = {
  segment: env.get('PROVIDER_SEGMENT'),
  seller: {
    name: env.get('SELLER_NAME', 'Eurofiscalis SAS'),
    address: env.get('SELLER_ADDRESS', '12 rue de la Paix, 75002 Paris, France'),
    vatNumber: env.get('SELLER_VAT_NUMBER', 'FR61852345677'),
    country: env.get('SELLER_COUNTRY', 'FR'),
    /** What French law asks a company's invoices to carry: legal form, share capital, SIREN and RCS city. */
    legalForm: env.get('SELLER_LEGAL_FORM', 'SAS'),
    shareCapitalEuros: env.get('SELLER_SHARE_CAPITAL', 10000),
    siren: env.get('SELLER_SIREN', '852345677'),
    rcsCity: env.get('SELLER_RCS_CITY', 'Paris'),
  },
  /** Late-payment penalties on invoices and in the terms of sale, as a multiple of the legal interest rate. */
  latePaymentMultiple: env.get('LATE_PAYMENT_LEGAL_RATE_MULTIPLE') ?? LATE_PAYMENT_MINIMUM_MULTIPLE,
}

export default providerConfig
