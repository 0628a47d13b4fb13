/**
 * Privacy by design (ARCHITECTURE.md, "Privacy"): how long personal data and accounting records are kept by default
 * (the api's configuration may lengthen or shorten them: DRIVER_RETENTION_MONTHS, ACCOUNTING_RETENTION_YEARS).
 */
export const RETENTION_DEFAULTS = {
  /** A driver's personal data and documents, after his last posting ended. */
  driverMonths: 24,
  /** Invoices and credit notes (and their PDFs), after their issue date. */
  accountingYears: 10,
} as const
