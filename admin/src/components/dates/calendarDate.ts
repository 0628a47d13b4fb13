import dayjs, { type Dayjs } from 'dayjs'

/** How every date of the back-office is read and typed, in each language: the specification's DD/MM/YYYY. */
export const DATE_FORMAT = 'DD/MM/YYYY'

/** A calendar date 'YYYY-MM-DD' as the picker's value; null for none or for text that is not a date. */
export function toPickerValue(date: string | null | undefined): Dayjs | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const value = dayjs(date, 'YYYY-MM-DD')
  return value.isValid() && value.format('YYYY-MM-DD') === date ? value : null
}

/**
 * The picker's value as a calendar date 'YYYY-MM-DD': '' for none, and `invalid` for a date typed half-way or
 * impossible (the caller keeps what it had, or refuses it).
 */
export function fromPickerValue(value: Dayjs | null, invalid: string): string {
  if (value === null) return ''
  return value.isValid() ? value.format('YYYY-MM-DD') : invalid
}
