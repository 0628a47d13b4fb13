const pad = (value: number) => String(value).padStart(2, '0')

/** A calendar date `YYYY-MM-DD` as DD/MM/YYYY, as every app writes it (packages/domain). */
export { formatDate } from '@posted-workers/domain'

/** An instant as DD/MM/YYYY HH:mm in the browser's time zone. */
export function formatDateTime(instant: string | null | undefined): string {
  const date = new Date(instant ?? '')
  if (!instant || Number.isNaN(date.getTime())) return ''
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
