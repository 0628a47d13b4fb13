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
}

/**
 * A payload's field by its name: as the record's resource names it, else as the log names fields of records the
 * back-office has no screen for (a worker, a document) and the ones lines share (`companyId`), else as written.
 */
export const fieldLabel = (subjectType: string, field: string, translate: Translate): string => {
  const own = translate(`app.audit.fields.${field}`, { _: field })
  const resource = SUBJECT_RESOURCES[subjectType]
  return resource ? translate(`resources.${resource}.fields.${field}`, { _: own }) : own
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
