/**
 * Privacy by design (ARCHITECTURE.md, "Privacy"): how long personal data and accounting records are kept by default
 * (the api's configuration may lengthen or shorten them: DRIVER_RETENTION_MONTHS, ACCOUNTING_RETENTION_YEARS,
 * SESSION_AGE_MINUTES). The record of processing (record_of_processing.ts) states these figures from here.
 */
export const RETENTION_DEFAULTS = {
  /** A driver's personal data and documents, after his last posting ended. */
  driverMonths: 24,
  /** Invoices and credit notes (and their PDFs), after their issue date. */
  accountingYears: 10,
  /** A session without activity. */
  sessionIdleMinutes: 120,
  /** A password reset link (its token's hash). */
  passwordResetMinutes: 60,
  /** The window of the sign-in throttles (failed passwords per account and per address). */
  signInThrottleMinutes: 15,
} as const
