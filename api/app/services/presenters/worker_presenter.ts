import env from '#start/env'
import { documentScope, type WorkerDocumentAnswer } from '@posted-workers/domain'
import type WorkerDocument from '#models/worker_document'

/** A document as the portal lists it, with the link that downloads it. */
export function presentDocument(
  document: WorkerDocument,
  lang: string,
  companyId: number
): WorkerDocumentAnswer {
  const provider = env.get('PROVIDER_SEGMENT')
  return {
    id: document.id,
    fileName: document.fileName,
    category: document.category,
    mime: document.mime,
    sizeBytes: document.sizeBytes,
    createdAt: document.createdAt.toUTC().startOf('second').toISO()!,
    downloadUrl: `/${lang}/api/${provider}/workers/company/${companyId}/document/${document.id}/download`,
    scope: documentScope(document.category),
    documentNumber: document.documentNumber,
    issuingCountry: document.issuingCountry,
    validFrom: document.validFrom,
    validUntil: document.validUntil,
  }
}
