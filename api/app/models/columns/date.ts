/**
 * DATE columns are calendar dates (contract start and end, invoice dates). The connection returns them as
 * 'YYYY-MM-DD' strings and we keep them as such: no time zone can shift a contract by a day.
 */
export const dateColumn = {
  prepare: (value: string | null) => value,
  consume: (value: unknown) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : (value as string | null),
}
