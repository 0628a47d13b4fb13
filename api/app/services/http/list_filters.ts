import { isCalendarDate } from '#services/contracts/contract_term'

/**
 * Readers of the filter values a back-office list receives (the `filter` JSON of ra-data-simple-rest). A value of
 * the wrong shape is ignored, never an error: the list answers as if the filter were not set.
 */

/** A trimmed, non-empty text of at most `max` characters, or undefined. */
export function textValue(value: unknown, max = 200) {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text && text.length <= max ? text : undefined
}

/** A calendar date 'YYYY-MM-DD', or undefined (an impossible date such as 2026-02-30 too). */
export function dateValue(value: unknown) {
  return isCalendarDate(value) ? value : undefined
}

/** true or false (also from 'true' / 'false'), or undefined. */
export function booleanValue(value: unknown) {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/**
 * The ids of the rows an admin selected in a list (its bulk export): positive integers, without repeats, at most
 * 1,000; an empty list means no selection, not "nothing".
 */
export function idList(value: unknown) {
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, 1000)
}

/** Representative country codes: two letters each, upper-cased, at most 40. */
export function countryCodes(value: unknown) {
  if (!Array.isArray(value)) return []
  return [
    ...new Set(
      value
        .filter((code): code is string => typeof code === 'string' && /^[A-Za-z]{2}$/.test(code))
        .map((code) => code.toUpperCase())
    ),
  ].slice(0, 40)
}

/** A comma-, semicolon- or space-separated list of VAT numbers, normalised (no spaces, dots or dashes, upper case). */
export function vatNumberList(value: unknown) {
  if (typeof value !== 'string') return []
  return [
    ...new Set(
      value
        .split(/[,;\s]+/)
        .map((part) => part.replace(/[.-]/g, '').toUpperCase())
        .filter((part) => /^[A-Z0-9]{4,20}$/.test(part))
    ),
  ].slice(0, 1000)
}
