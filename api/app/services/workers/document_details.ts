import { isCalendarDate, isEndDateRequired, type DocumentCategory } from '@posted-workers/domain'
import { BusinessException } from '#exceptions/business_exception'
import { COUNTRY_CODES } from '#services/reference/country_codes'

/** What a document may carry beside its file: its number, the country that issued it, and its validity. */
export interface DocumentDetails {
  documentNumber: string | null
  issuingCountry: string | null
  validFrom: string | null
  validUntil: string | null
}

export const DOCUMENT_DETAIL_FIELDS = ['documentNumber', 'issuingCountry', 'validFrom', 'validUntil'] as const

const NUMBER_MAX = 50

function text(value: unknown) {
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null
}

/**
 * A document's details as typed (empty: none), checked against its category: dates real and in order, the last day
 * given where the category requires it (a licence, a card), the number short and printable, the country a known code.
 * `name` is the file's, for the messages. Refusals are 422 on the field.
 */
export function checkDocumentDetails(
  category: DocumentCategory,
  input: Partial<Record<(typeof DOCUMENT_DETAIL_FIELDS)[number], unknown>>,
  name: string
): DocumentDetails {
  const refuse = (key: string, field: string): never => {
    throw new BusinessException(`workers.details.${key}`, { status: 422, field, data: { name } })
  }
  const values = Object.fromEntries(DOCUMENT_DETAIL_FIELDS.map((field) => [field, text(input[field])]))
  for (const field of DOCUMENT_DETAIL_FIELDS) if (values[field] === null) refuse('notText', field)
  const [validFrom, validUntil] = (['validFrom', 'validUntil'] as const).map((field) => {
    const value = values[field] as string
    if (value === '') return null
    return isCalendarDate(value) ? value : refuse('notADate', field)
  })
  if (validUntil === null && isEndDateRequired(category)) refuse('validUntilRequired', 'validUntil')
  if (validFrom !== null && validUntil !== null && validFrom > validUntil)
    refuse('endsBeforeStart', 'validUntil')
  const documentNumber = (values.documentNumber as string).replace(/\s+/g, ' ')
  if (documentNumber.length > NUMBER_MAX || /\p{Cc}/u.test(documentNumber))
    refuse('badNumber', 'documentNumber')
  const issuingCountry = (values.issuingCountry as string).toUpperCase()
  if (issuingCountry !== '' && !(COUNTRY_CODES as readonly string[]).includes(issuingCountry)) {
    refuse('unknownCountry', 'issuingCountry')
  }
  return {
    documentNumber: documentNumber || null,
    issuingCountry: issuingCountry || null,
    validFrom,
    validUntil,
  }
}

/** A repeated multipart field: absent is none for every file; otherwise one value per file, in order. */
export function detailLists(input: (field: string) => unknown, fileCount: number) {
  const lists = DOCUMENT_DETAIL_FIELDS.map((field) => {
    const value = input(field)
    if (value === undefined || value === null) return Array.from({ length: fileCount }, () => '')
    const list = Array.isArray(value) ? value : [value]
    if (list.length !== fileCount) {
      throw new BusinessException('workers.details.countMismatch', { status: 422, field })
    }
    return list
  })
  return Array.from({ length: fileCount }, (_, index) =>
    Object.fromEntries(DOCUMENT_DETAIL_FIELDS.map((field, column) => [field, lists[column][index]]))
  )
}
