import { auditPayloadRows } from './audit.js'
import {
  AUDIT_FIELDS,
  auditLabelKey,
  type AuditEnumeration,
  type AuditFieldKind,
  type AuditValueKind,
} from './audit_fields.js'
import type { Locale } from './enums.js'
import { CURRENCY } from './limits.js'
import { formatDate, formatMoneyWithCode } from './format.js'

/**
 * An audit line's payload in words, for the back-office's detail and the export's "Changes" column alike: each field
 * by its label, each value written by its kind (AUDIT_FIELDS): money in euros, an enumeration by its label, a date
 * DD/MM/YYYY, a list as a list. The words are the caller's (its own i18n), so that each app speaks through its own.
 */
export interface AuditLabels {
  locale: Locale
  /** A field's label by its key (`auditLabelKey`), undefined when the dictionary has none. */
  field(key: string): string | undefined
  /** An enumeration's value by its label, undefined when the dictionary has none. */
  value(enumeration: AuditEnumeration, value: string): string | undefined
  /** A country (or `EU`, the Mobility Package) by its name. */
  country(code: string): string
  yes: string
  no: string
}

/** A value in words: one text, or a list's items. */
export type AuditText = string | string[]

export interface AuditChangeText {
  field: string
  label: string
  before?: AuditText
  after?: AuditText
}

export interface AuditDetailText {
  field: string
  label: string
  value: AuditText
}

/** What no value is written as. */
const AUDIT_NONE = '∅'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as DD/MM/YYYY HH:mm UTC, whatever the reader's time zone (the log's dates are UTC). */
function instantText(value: string) {
  const moment = new Date(value)
  if (Number.isNaN(moment.getTime())) return value
  const day = [moment.getUTCDate(), moment.getUTCMonth() + 1].map(twoDigits).join('/')
  const time = [moment.getUTCHours(), moment.getUTCMinutes()].map(twoDigits).join(':')
  return `${day}/${moment.getUTCFullYear()} ${time} UTC`
}

/** A value of a kind the field does not expect (an old line, a client's filter) is written as it is. */
function plainText(value: unknown, labels: AuditLabels): string {
  if (value === null || value === undefined || value === '') return AUDIT_NONE
  if (typeof value === 'boolean') return value ? labels.yes : labels.no
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

function valueText(value: unknown, kind: AuditValueKind, labels: AuditLabels): string {
  if (value === null || value === undefined || value === '') return AUDIT_NONE
  if (kind === 'money' && Number.isInteger(value)) {
    return formatMoneyWithCode(value as number, CURRENCY, labels.locale)
  }
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return formatDate(value.slice(0, 10))
  }
  if (kind === 'instant' && typeof value === 'string') return instantText(value)
  if (kind === 'country' && typeof value === 'string') return labels.country(value)
  if (typeof kind === 'object' && typeof value === 'string') {
    return labels.value(kind.enumeration, value) ?? value
  }
  return plainText(value, labels)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `label: text`, with the space French puts before a colon. */
export function auditLabelled(label: string, text: string, locale: Locale) {
  return `${label}${locale === 'fr' ? '\u00a0' : ''}: ${text}`
}

/** A field's label, or its path as written when the dictionary has none (a client's own filter key). */
function auditFieldLabel(path: string, labels: AuditLabels) {
  return labels.field(auditLabelKey(path)) ?? path
}

/** The kind of a field's single value: a list's items' (a filter sent as one value), none for a group. */
function singleKind(kind: AuditFieldKind | undefined): AuditValueKind | undefined {
  if (kind === undefined || kind === 'items' || kind === 'group' || kind === 'open') return undefined
  return typeof kind === 'object' && 'list' in kind ? kind.list : kind
}

/** An item of a list of objects: its fields by their labels, `Min. drivers: 1, Per driver: 4,00 EUR`. */
function itemText(item: unknown, path: string, labels: AuditLabels) {
  if (!isObject(item)) return plainText(item, labels)
  return Object.entries(item)
    .map(([key, value]) => {
      const field = `${path}[].${key}`
      const text = fieldText(value, field, labels)
      return auditLabelled(
        auditFieldLabel(field, labels),
        Array.isArray(text) ? text.join(', ') : text,
        labels.locale
      )
    })
    .join(', ')
}

/** A field's value in words, by the kind AUDIT_FIELDS gives its path; a list item by item. */
function fieldText(value: unknown, path: string, labels: AuditLabels): AuditText {
  const kind = AUDIT_FIELDS[path]
  if (Array.isArray(value)) {
    if (value.length === 0) return AUDIT_NONE
    return kind === 'items'
      ? value.map((item) => itemText(item, path, labels))
      : value.map((item) => valueText(item, singleKind(kind) ?? 'text', labels))
  }
  const single = singleKind(kind)
  if (single) return valueText(value, single, labels)
  // A group is named by its fields; alone, it is empty.
  return plainText(isObject(value) && Object.keys(value).length === 0 ? null : value, labels)
}

/**
 * The payload's rows (`auditPayloadRows`) in words: the changed fields with their values before and after (or the
 * created or deleted record's), then what else the line kept.
 */
export function auditPayloadTexts(
  payload: Record<string, unknown> | null | undefined,
  labels: AuditLabels
): { changes: AuditChangeText[]; details: AuditDetailText[] } {
  const { changes, details } = auditPayloadRows(payload)
  return {
    changes: changes.map((row) => ({
      field: row.field,
      label: auditFieldLabel(row.field, labels),
      ...('before' in row ? { before: fieldText(row.before, row.field, labels) } : {}),
      ...('after' in row ? { after: fieldText(row.after, row.field, labels) } : {}),
    })),
    details: details.map((row) => ({
      field: row.field,
      label: auditFieldLabel(row.field, labels),
      value: fieldText(row.value, row.field, labels),
    })),
  }
}
