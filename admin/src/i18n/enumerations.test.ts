import {
  ADMIN_CONTRACT_STATUSES,
  CIVILITIES,
  CONTRACT_CHANGES,
  DOCUMENT_CATEGORIES,
  PAYMENT_METHODS,
  PHONE_TYPES,
  POSITIONS,
  READINESS_STATES,
  REQUEST_STATUSES,
  REQUEST_STATUS_FILTERS,
  REQUEST_TYPES,
  VAT_STATUSES,
} from '@posted-workers/domain'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { fr } from './fr'
import { pl } from './pl'

/** Every enumeration the back-office shows, and where its labels are (`app.<group>.<value>`). */
const LABELLED: [group: string, values: readonly string[]][] = [
  ['civility', CIVILITIES],
  ['position', POSITIONS],
  ['phone_type', PHONE_TYPES],
  ['mop', PAYMENT_METHODS],
  ['request_type', REQUEST_TYPES],
  ['request_status', REQUEST_STATUSES],
  ['request_status_filter', REQUEST_STATUS_FILTERS],
  ['vat_status', VAT_STATUSES],
  ['contract_status', ADMIN_CONTRACT_STATUSES],
  ['contract_change', CONTRACT_CHANGES],
  ['readiness', READINESS_STATES],
  ['document_category', DOCUMENT_CATEGORIES],
]

describe('every enumeration value has its label in fr, pl and en', () => {
  it.each(LABELLED)('%s', (group, values) => {
    for (const [lang, messages] of Object.entries({ fr, pl, en })) {
      const labels = ((messages.app as Record<string, unknown>)[group] ?? {}) as Record<string, unknown>
      const missing = values.filter((value) => typeof labels[value] !== 'string' || !labels[value])
      expect(missing, `${lang} app.${group}`).toEqual([])
    }
  })
})
