import { addDays, daysBetween } from './calendar.js'
import { isExpiringCategory, type DocumentCategory, type ReadinessState } from './enums.js'

/**
 * Whether a posted driver may cross the border on a day (ARCHITECTURE.md, "Drivers, postings and compliance"): every
 * category the posting's country requires has a document valid that day. Pure, with the day given.
 */

/** A document as readiness reads it: its category and validity (null: no first day, or no last day). */
export interface ValidityDocument {
  category: DocumentCategory
  validFrom: string | null
  validUntil: string | null
}

export interface ExpiringCategory {
  category: DocumentCategory
  validUntil: string
}

export interface Readiness {
  state: ReadinessState
  /** Required categories without a document valid on the day, in the country's order. */
  missing: DocumentCategory[]
  /** Required categories whose document valid on the day ends within EXPIRING_WITHIN_DAYS. */
  expiring: ExpiringCategory[]
  /** For `not_ready`: the first day of the gap (a document's end + 1, or the posting's first day). */
  notReadySince: string | null
  /** The last day this answer holds as days pass (a document starts, ends or nears its end after it); null: ever. */
  validThrough: string | null
}

/** A document ending within this many days (0 = today) makes its posting `expiring`. */
export const EXPIRING_WITHIN_DAYS = 30

/**
 * Whether a document counts on a day: started, not ended; a document of a category that ends (an A1, a licence) but
 * whose last day nobody gave does not count, since nobody can tell a controller it is valid.
 */
export function isValidOn(document: ValidityDocument, day: string) {
  if (document.validFrom !== null && document.validFrom > day) return false
  if (document.validUntil === null) return !isExpiringCategory(document.category)
  return document.validUntil >= day
}

/** Of the documents valid on the day, the one that lasts longest (no end first). */
function longestValid(documents: ValidityDocument[], day: string) {
  let best: ValidityDocument | null = null
  for (const document of documents) {
    if (!isValidOn(document, day)) continue
    if (document.validUntil === null) return document
    if (!best || (best.validUntil !== null && document.validUntil > best.validUntil)) best = document
  }
  return best
}

/**
 * The readiness of a posting on `day`. `postingStart` is the posting's first day (its contract's start, or the day
 * the driver was added when later): a category never held is missing since then.
 */
export function readinessOn(
  day: string,
  required: readonly DocumentCategory[],
  documents: ValidityDocument[],
  postingStart: string
): Readiness {
  const missing: DocumentCategory[] = []
  const expiring: ExpiringCategory[] = []
  let notReadySince: string | null = null
  const boundaries: string[] = []

  for (const category of required) {
    const held = documents.filter((document) => document.category === category)
    for (const document of held) {
      // The days on which this document starts, nears its end or ends change the answer.
      if (document.validFrom !== null && document.validFrom > day) boundaries.push(document.validFrom)
      if (document.validUntil !== null && document.validUntil >= day) {
        boundaries.push(addDays(document.validUntil, 1))
        const nearing = addDays(document.validUntil, -EXPIRING_WITHIN_DAYS)
        if (nearing > day) boundaries.push(nearing)
      }
    }
    const valid = longestValid(held, day)
    if (!valid) {
      missing.push(category)
      const since = gapStart(held, day, postingStart)
      if (notReadySince === null || since < notReadySince) notReadySince = since
    } else if (valid.validUntil !== null && daysBetween(day, valid.validUntil) <= EXPIRING_WITHIN_DAYS) {
      expiring.push({ category, validUntil: valid.validUntil })
    }
  }

  const next = boundaries.sort()[0]
  return {
    state: missing.length > 0 ? 'not_ready' : expiring.length > 0 ? 'expiring' : 'ready',
    missing,
    expiring,
    notReadySince,
    validThrough: next === undefined ? null : addDays(next, -1),
  }
}

/** The first day a category has been missing: the day after its last document ended, not before the posting began. */
function gapStart(held: ValidityDocument[], day: string, postingStart: string) {
  let lastEnd: string | null = null
  for (const document of held) {
    if (document.validUntil !== null && document.validUntil < day) {
      if (lastEnd === null || document.validUntil > lastEnd) lastEnd = document.validUntil
    }
  }
  const since = lastEnd === null ? postingStart : addDays(lastEnd, 1)
  const start = since < postingStart ? postingStart : since
  return start > day ? day : start
}
