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
  },
}

export default providerConfig
