import type { I18n } from '@adonisjs/i18n'
import { LOCALES, type AuditEnumeration, type AuditLabels, type Locale } from '@posted-workers/domain'
import { countryName } from '#services/billing/parties'

/**
 * Where the api keeps each enumeration's words: the exports' own (the lists' columns say them the same way), else
 * the audit log's (resources/lang/<locale>/audit.json).
 */
export const AUDIT_ENUMERATION_KEYS: Record<AuditEnumeration, string> = {
  civility: 'exports.values.civility',
  position: 'exports.values.position',
  phoneType: 'audit.values.phoneType',
  vatStatus: 'exports.values.vatStatus',
  requestType: 'exports.values.requestType',
  requestStatus: 'exports.values.requestStatus',
  requestStatusFilter: 'audit.values.requestStatusFilter',
  paymentMethod: 'exports.values.mop',
  documentCategory: 'audit.values.documentCategory',
  renewalOutcome: 'audit.values.renewalOutcome',
  sortDirection: 'audit.values.sortDirection',
  exportFormat: 'audit.values.exportFormat',
  contractChange: 'audit.values.contractChange',
  readinessState: 'exports.values.readiness',
  authorityRequestStatus: 'authority_requests.status',
  authorityRequestKind: 'authority_requests.kind',
  backOfficeRole: 'audit.values.backOfficeRole',
}

// An export writes thousands of lines in one language: each word is looked up once per call.
const cache = new WeakMap<I18n, AuditLabels>()

/** The audit log's words in the language of `i18n`, for `auditPayloadTexts` (packages/domain). */
export function auditLabels(i18n: I18n): AuditLabels {
  const known = cache.get(i18n)
  if (known) return known
  const words = new Map<string, string | undefined>()
  const word = (key: string) => {
    if (!words.has(key)) words.set(key, i18n.hasMessage(key) ? i18n.t(key) : undefined)
    return words.get(key)
  }
  const locale: Locale = (LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Locale) : 'fr'
  const labels: AuditLabels = {
    locale,
    field: (key) => word(`audit.fields.${key}`),
    value: (enumeration, value) => word(`${AUDIT_ENUMERATION_KEYS[enumeration]}.${value}`),
    country: (code) => countryName(code, locale),
    yes: i18n.t('exports.values.yes'),
    no: i18n.t('exports.values.no'),
  }
  cache.set(i18n, labels)
  return labels
}
