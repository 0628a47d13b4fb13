import {
  daysBetween,
  DOCUMENT_CATEGORIES,
  documentScope,
  EXPIRING_WITHIN_DAYS,
  isExpiringCategory,
  type DocumentCategory,
  type DocumentScope,
  type WorkerDocumentAnswer,
} from '@posted-workers/domain'
import type { Language } from '@/i18n/languages'
import type { MessageKey, Translate } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
import { plural } from '@/lib/plural'

/** A document's details as a form holds them: text, empty for none; no category until one is picked. */
export type DetailsValues = {
  category: DocumentCategory | ''
  documentNumber: string
  issuingCountry: string
  validFrom: string
  validUntil: string
}

/** Details ready to send: the category is chosen. */
export type DocumentDetails = DetailsValues & { category: DocumentCategory }

export const EMPTY_DETAILS: DetailsValues = {
  category: '',
  documentNumber: '',
  issuingCountry: '',
  validFrom: '',
  validUntil: '',
}

/** The categories of one list (the person's, or a posting's), in the order every select shows them. */
export function categoriesOf(scope: DocumentScope): DocumentCategory[] {
  return DOCUMENT_CATEGORIES.filter((category) => documentScope(category) === scope)
}

/** The longest number the server keeps. */
export const DOCUMENT_NUMBER_MAX = 50

export type DetailsProblems = Partial<Record<'category' | 'validUntil', MessageKey>>

/**
 * What the browser checks before sending a document's details: a category, the last valid day of every category that
 * ends (the A1 too: without it the server keeps the file but it does not count for readiness), and the dates in order.
 */
export function checkDetails(values: DetailsValues): DetailsProblems {
  const problems: DetailsProblems = {}
  if (values.category === '') problems.category = 'common.required'
  else if (values.validUntil === '' && isExpiringCategory(values.category))
    problems.validUntil = 'documents.validUntilRequired'
  if (values.validUntil !== '' && values.validFrom !== '' && values.validFrom > values.validUntil)
    problems.validUntil = 'documents.endsBeforeStart'
  return problems
}

export const hasProblems = (problems: DetailsProblems) => Object.values(problems).some(Boolean)

/** A stored document's details as the edit form starts them. */
export function detailsOf(document: WorkerDocumentAnswer): DetailsValues {
  return {
    category: document.category,
    documentNumber: document.documentNumber ?? '',
    issuingCountry: document.issuingCountry ?? '',
    validFrom: document.validFrom ?? '',
    validUntil: document.validUntil ?? '',
  }
}

const ENDS_IN = {
  one: 'documents.endsIn.one',
  few: 'documents.endsIn.few',
  many: 'documents.endsIn.many',
  other: 'documents.endsIn.other',
} as const

export type ValidityHint = { severity: 'error' | 'warning'; text: string }

/**
 * What a document's end says on `today`: expired, ends within EXPIRING_WITHIN_DAYS, or (a category that ends, its
 * last day not given) does not count; null when nothing needs saying.
 */
export function validityHint(
  document: Pick<WorkerDocumentAnswer, 'category' | 'validUntil'>,
  today: string,
  lang: Language,
  t: Translate
): ValidityHint | null {
  if (document.validUntil === null) {
    return isExpiringCategory(document.category)
      ? { severity: 'warning', text: t('documents.noEndDate') }
      : null
  }
  const days = daysBetween(today, document.validUntil)
  if (days < 0) return { severity: 'error', text: t('documents.expired') }
  if (days === 0) return { severity: 'warning', text: t('documents.endsToday') }
  if (days <= EXPIRING_WITHIN_DAYS) return { severity: 'warning', text: plural(ENDS_IN, days, lang, t) }
  return null
}

/** What a document's category line adds: whose it is (the driver's or the posting's), its number, its issuer. */
export function documentCaption(
  document: Pick<WorkerDocumentAnswer, 'scope' | 'documentNumber' | 'issuingCountry'>,
  lang: Language,
  t: Translate
): string {
  return [
    t(`documents.scope.${document.scope}`),
    document.documentNumber && t('documents.numbered', { number: document.documentNumber }),
    document.issuingCountry && countryName(document.issuingCountry, lang),
  ]
    .filter(Boolean)
    .join(' · ')
}
