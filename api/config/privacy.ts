import env from '#start/env'
import { RETENTION_DEFAULTS } from '@posted-workers/domain'

/**
 * How long personal data and accounting records are kept (README, "Product rules", Retention). The defaults are
 * the record of processing's (packages/domain privacy.ts): drivers' data 24 months after their last posting ended,
 * invoices and credit notes 10 years after their issue date.
 */
const privacyConfig = {
  driverRetentionMonths: env.get('DRIVER_RETENTION_MONTHS') ?? RETENTION_DEFAULTS.driverMonths,
  accountingRetentionYears: env.get('ACCOUNTING_RETENTION_YEARS') ?? RETENTION_DEFAULTS.accountingYears,
}

export default privacyConfig
