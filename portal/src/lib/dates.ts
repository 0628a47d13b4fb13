const pad = (value: number) => String(value).padStart(2, '0')

/** A calendar date `YYYY-MM-DD` as DD/MM/YYYY in every language; read as text so no time zone shifts it. */
export function formatDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '')
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}

/** An instant as DD/MM/YYYY HH:mm in the browser's time zone. */
export function formatDateTime(instant: string | null | undefined): string {
  const date = new Date(instant ?? '')
  if (!instant || Number.isNaN(date.getTime())) return ''
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
