import env from '#start/env'
import { createHash } from 'node:crypto'
import type { PaymentMethod } from '#enums/contract'

const methods = env
  .get('PAYMENT_METHODS', 'CARD,TRANSFER')
  .split(',')
  .map((method) => method.trim().toUpperCase())
  .filter((method): method is PaymentMethod => method === 'CARD' || method === 'TRANSFER')

/**
 * Payment settings: the methods offered, the card provider, and the bank account shown for transfers.
 */
const paymentConfig = {
  methods: methods.length > 0 ? methods : (['CARD', 'TRANSFER'] as PaymentMethod[]),
  provider: env.get('PAYMENT_PROVIDER', 'sandbox'),
  /** Where a provider sends its server-to-server notifications. */
  notifyBaseUrl: env.get('APP_URL'),
  sandbox: {
    // Signs the sandbox's forms and notifications; derived from APP_KEY unless set.
    secret:
      env.get('PAYMENT_SANDBOX_SECRET') ??
      createHash('sha256')
        .update(`sandbox-payments:${env.get('APP_KEY')}`)
        .digest('hex'),
  },
  bank: {
    beneficiary: env.get('BANK_BENEFICIARY', 'Eurofiscalis SAS'),
    iban: env.get('BANK_IBAN', 'FR76 3000 4000 0312 3456 7890 143'),
    bic: env.get('BANK_BIC', 'BNPAFRPPXXX'),
    bankName: env.get('BANK_NAME', 'BNP Paribas, Paris'),
  },
}

export default paymentConfig
