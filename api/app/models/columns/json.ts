/**
 * JSON column options. MySQL hands JSON back parsed while MariaDB stores JSON as LONGTEXT and hands back a
 * string, so reading accepts both.
 */
export const jsonColumn = {
  prepare: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)),
}
