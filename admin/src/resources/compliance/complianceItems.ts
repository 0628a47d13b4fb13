import { formatDate, type DocumentCategory } from '@posted-workers/domain'
import type { CompliancePosting } from './types'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** One thing a posting lacks: a category without a valid document, or one whose document ends soon. */
export interface ComplianceItem {
  category: DocumentCategory
  /** The last valid day of a document ending soon; null for a missing one. */
  validUntil: string | null
}

/** What the posting lacks, missing categories first, each in the country's order. */
export const complianceItems = (
  posting: Pick<CompliancePosting, 'missing' | 'expiring'>
): ComplianceItem[] => [
  ...posting.missing.map((category) => ({ category, validUntil: null })),
  ...posting.expiring.map(({ category, validUntil }) => ({ category, validUntil })),
]

/** An item in words: "A1 certificate", or "A1 certificate — ends on 12/12/2026". */
export const complianceItemLabel = (item: ComplianceItem, translate: Translate) => {
  const category = translate(`app.document_category.${item.category}`)
  return item.validUntil === null
    ? category
    : `${category} — ${translate('app.compliance.ends_on', { date: formatDate(item.validUntil) })}`
}
