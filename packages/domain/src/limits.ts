/** A package without an upper bound on drivers counts as this many (the specification's "unlimited"). */
export const UNLIMITED_WORKERS = 9999

/** 183 days: a contract starting on S covers S .. S + 182. */
export const CONTRACT_DAYS = 183

/** The currency of every price and document. */
export const CURRENCY = 'EUR'

/** Documents of a worker: at most this many files per upload, each at most this size (1 MB = 10^6 bytes). */
export const UPLOAD_LIMITS = { maxFiles: 10, maxFileBytes: 10_000_000 } as const
