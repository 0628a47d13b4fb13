/** A package without an upper bound on drivers counts as this many (the specification's "unlimited"). */
export const UNLIMITED_WORKERS = 9999

/** 183 days: a contract starting on S covers S .. S + 182. */
export const CONTRACT_DAYS = 183

/** The currency of every price and document. */
export const CURRENCY = 'EUR'

/** Documents of a worker: at most this many files per upload, each at most this size (1 MB = 10^6 bytes). */
export const UPLOAD_LIMITS = { maxFiles: 10, maxFileBytes: 10_000_000 } as const

/**
 * A back-office list counts the rows its filter matches up to this many: beyond, it says "more than" and pages on
 * (react-admin's partial pagination) rather than reading every matched row for an exact total at each page.
 */
export const LIST_COUNT_CAP = 10_000
