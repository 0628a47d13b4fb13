import { formatDate, type AdminComplianceAnswer } from '@posted-workers/domain'
import { AUDIT_ENUMERATION_KEYS } from '#services/audit/audit_labels'
import {
  complianceRows,
  COMPLIANCE_SORTS,
  presentCompliance,
  readComplianceFilter,
  refreshCompliance,
  type ComplianceRow,
} from '#services/compliance/compliance_list'
import type { ListExport } from '#services/exports/list_exports'

/** A document category in the reader's words: the audit log's, which say them for the whole back-office. */
const categoryKey = (category: string) => `${AUDIT_ENUMERATION_KEYS.documentCategory}.${category}`

/**
 * The compliance list as a spreadsheet: one row per posting, what is missing and what ends soon in words
 * ("A1 certificate (ends on 12/12/2026)"), once the readiness that lapsed has been judged again.
 */
export const complianceExport: ListExport = {
  fileName: 'compliance',
  sortable: Object.keys(COMPLIANCE_SORTS),
  defaultSort: 'notReadySince',
  prepare: (query, today) => refreshCompliance(readComplianceFilter(query.filter), today),
  rows: (query, today) => complianceRows(readComplianceFilter(query.filter), query.sort, today),
  present: (row) => presentCompliance(row as ComplianceRow),
  columns: [
    ['companyName', 'text', (row) => row.companyName],
    ['driverName', 'text', (row) => row.driverName],
    ['country', 'text', (row) => row.countryCode],
    ['startDate', 'date', (row) => row.startDate],
    ['endDate', 'date', (row) => row.endDate],
    ['readiness', 'text', (row, t) => t(`exports.values.readiness.${row.readiness}`)],
    [
      'missing',
      'text',
      (row, t) =>
        (row as AdminComplianceAnswer).missing.map((category) => t(categoryKey(category))).join(', '),
    ],
    [
      'expiring',
      'text',
      (row, t) =>
        (row as AdminComplianceAnswer).expiring
          .map(
            ({ category, validUntil }) =>
              `${t(categoryKey(category))} (${t('exports.values.endsOn')} ${formatDate(validUntil)})`
          )
          .join(', '),
    ],
    ['notReadySince', 'date', (row) => row.notReadySince],
  ],
}
