/** What people type into the apps' forms, read the same way in the portal and the back-office. */

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/
const GROUPED = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d{1,2}))?$/

/**
 * An amount typed in euros as integer cents: `474,00`, `474.5`, `1 234,56` (spaces as thousands separators only).
 * null for anything else: negative numbers, more than two decimals, letters, an empty field.
 */
export function parseEuros(text: string): number | null {
  const value = text.trim().replace(/\s*€$/, '')
  const match = PLAIN.exec(value) ?? GROUPED.exec(value)
  if (!match) return null
  const units = Number(match[1].replace(/\D/g, ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = units * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

/**
 * A Date's day in the local time zone as `YYYY-MM-DD`: what a date field, a parsed 'YYYY-MM-DD' or a DATE column
 * (local midnight) stands for.
 */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Today in the local time zone as `YYYY-MM-DD`, the value of a date field. */
export function todayIso(now = new Date()): string {
  return isoDate(now)
}
