import {
  DEFAULT_REQUIRED_CATEGORIES,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
} from '@posted-workers/domain'

/**
 * The documents a posted driver must hold in a country, as its form edits them: null is the road-transport default
 * (DEFAULT_REQUIRED_CATEGORIES), a list the country's own (empty: nothing required).
 */
export type RequiredCategories = DocumentCategory[] | null

/** The categories in the order the form lists them, and a country's list keeps: the default's first. */
export const CATEGORY_ORDER: readonly DocumentCategory[] = [
  ...DEFAULT_REQUIRED_CATEGORIES,
  ...DOCUMENT_CATEGORIES.filter(
    (category) => !(DEFAULT_REQUIRED_CATEGORIES as readonly DocumentCategory[]).includes(category)
  ),
]

/** The list judged: the country's own, or the default. */
export const effectiveCategories = (value: RequiredCategories | undefined): DocumentCategory[] =>
  value ?? [...DEFAULT_REQUIRED_CATEGORIES]

/** The default again (null), or the country's own list starting from the one judged so far. */
export const withDefault = (
  value: RequiredCategories | undefined,
  useDefault: boolean
): RequiredCategories => (useDefault ? null : effectiveCategories(value))

/** The country's own list with `category` ticked or not, in the form's order. */
export const withCategory = (
  value: RequiredCategories | undefined,
  category: DocumentCategory,
  ticked: boolean
): DocumentCategory[] => {
  const chosen = new Set(effectiveCategories(value))
  if (ticked) chosen.add(category)
  else chosen.delete(category)
  return CATEGORY_ORDER.filter((candidate) => chosen.has(candidate))
}
