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

/**
 * A back-office list searched by words (its `q`, or a company's name) counts its matches up to this many: a search's
 * figure beyond it is not worth reading every match for (the user narrows the search rather than paging through a
 * thousand rows), and counting them all made a search's time grow with the volume of data.
 */
export const SEARCH_COUNT_CAP = 1_000
