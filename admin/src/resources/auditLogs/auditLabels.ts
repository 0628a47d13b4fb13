import type { AuditEnumeration, AuditLabels } from '@posted-workers/domain'
import { useMemo } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { useCountryName } from '@/components/useCountryName'
import { isLocale } from '@/i18n/locales'

type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * An action as the log shows it, by parts: `representativeCountry.update` is the subject's name and the verb's
 * ("Representative country — updated"). An action whose subject or verb the screen does not know stays as written.
 */
export const actionLabel = (action: string, translate: Translate): string => {
  const dot = action.indexOf('.')
  if (dot <= 0) return action
  const subject = translate(`app.audit.subjects.${action.slice(0, dot)}`, { _: '' })
  const verb = translate(`app.audit.verbs.${action.slice(dot + 1)}`, { _: '' })
  return subject && verb ? `${subject} — ${verb}` : action
}

/** A record type (`representative_country`) by its name, or as written when the screen does not know it. */
export const subjectTypeLabel = (subjectType: string, translate: Translate): string =>
  translate(`app.audit.records.${subjectType}`, { _: subjectType })

/** The back-office resource of each record type the audit log links to. */
export const SUBJECT_RESOURCES: Record<string, string> = {
  company: 'companies',
  profile: 'profiles',
  worker_request: 'requests',
  invoice: 'invoices',
  credit_note: 'creditNotes',
  representative_country: 'representativeCountries',
  business_introducer: 'businessIntroducers',
  attachment: 'attachments',
  worker_contract: 'workerContracts',
  back_office_user: 'backOfficeUsers',
}

/** Where the back-office keeps each enumeration's words: the lists' own, else the audit log's. */
export const AUDIT_ENUMERATION_MESSAGES: Record<AuditEnumeration, string> = {
  civility: 'app.civility',
  position: 'app.position',
  phoneType: 'app.phone_type',
  vatStatus: 'app.vat_status',
  requestType: 'app.request_type',
  requestStatus: 'app.request_status',
  requestStatusFilter: 'app.request_status_filter',
  paymentMethod: 'app.mop',
  documentCategory: 'app.document_category',
  renewalOutcome: 'app.audit.values.renewalOutcome',
  sortDirection: 'app.audit.values.sortDirection',
  exportFormat: 'app.audit.values.exportFormat',
  contractChange: 'app.contract_change',
  readinessState: 'app.readiness',
  authorityRequestStatus: 'app.authority_requests.status',
  authorityRequestKind: 'app.authority_requests.kind',
  backOfficeRole: 'app.back_office_users.roles',
}

/**
 * The audit log's words for `auditPayloadTexts` (packages/domain), which writes a line's changes as the export
 * does: fields by their label (`app.audit.fields`), enumerations by the labels the lists use.
 */
export const auditLabels = (
  translate: Translate,
  locale: string,
  country: (code: string) => string
): AuditLabels => ({
  locale: isLocale(locale) ? locale : 'fr',
  field: (key) => translate(`app.audit.fields.${key}`, { _: '' }) || undefined,
  value: (enumeration, value) =>
    translate(`${AUDIT_ENUMERATION_MESSAGES[enumeration]}.${value}`, { _: '' }) || undefined,
  country,
  yes: translate('app.yes'),
  no: translate('app.no'),
})

/** The audit log's words in the language on screen. */
export const useAuditLabels = (): AuditLabels => {
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const countryName = useCountryName()
  return useMemo(() => auditLabels(translate, locale, countryName), [translate, locale, countryName])
}

/** Resources whose list opens a record in a dialog at `/<resource>/:id` (they have no page of their own). */
const LIST_DIALOGS = new Set(['profiles'])

/**
 * The screen of a record, where the back-office has one: its show page, else its edit page (or the dialog of its
 * list); null for a type without a resource or a resource without a record screen.
 */
export const recordScreen = (
  subjectType: string,
  definitions: Record<string, { hasShow?: boolean; hasEdit?: boolean } | undefined>
): { resource: string; type: 'show' | 'edit' } | null => {
  const resource = SUBJECT_RESOURCES[subjectType]
  const definition = resource ? definitions[resource] : undefined
  if (!resource || !definition) return null
  if (definition.hasShow) return { resource, type: 'show' }
  if (definition.hasEdit || LIST_DIALOGS.has(resource)) return { resource, type: 'edit' }
  return null
}
