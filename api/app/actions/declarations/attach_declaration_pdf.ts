import { transactionWithRetry } from '#services/database/retry_transaction'
import type Company from '#models/company'
import PostingDeclaration from '#models/posting_declaration'
import WorkerDocument from '#models/worker_document'
import Worker from '#models/worker'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { checkUploadedFiles, type SniffedFile } from '#services/workers/upload_rules'
import { storeLocalFile } from '#services/storage/store_file'
import { deleteStoredFiles, newDocumentKey } from '#services/workers/stored_files'
import { postingDocuments } from '#services/drivers/posting_documents'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'

/**
 * The PDF IMI gave for a submitted declaration, kept as the posting's POSTING_DECLARATION document valid for the
 * declaration's dates (its number the IMI number, its issuer the host country), and linked to it; a PDF attached
 * before is replaced (its row and file removed). All or nothing: a failed write deletes the file just stored.
 */
export default class AttachDeclarationPdf {
  async handle(company: Company, declarationId: number, file: SniffedFile, actor: AuditActor | null) {
    const declaration = await PostingDeclaration.query()
      .where('id', declarationId)
      .where('company_id', company.id)
      .first()
    if (!declaration) throw new NotFoundException()
    if (declaration.status !== 'submitted') throw new BusinessException('declarations.pdfNeedsSubmitted')
    const worker = await Worker.findOrFail(declaration.workerId)
    const previous = declaration.workerDocumentId
    const existing = await postingDocuments(worker)
      .whereNot('id', previous ?? 0)
      .select('file_name')
    const [checked] = checkUploadedFiles(
      [file],
      ['POSTING_DECLARATION'],
      existing.map((document) => document.fileName)
    )
    const key = newDocumentKey(company.id, worker.driverId)
    await storeLocalFile(key, checked.tmpPath, { contentType: checked.mime })
    let replacedKey: string | null = null
    try {
      const document = await transactionWithRetry(async (trx) => {
        const locked = await PostingDeclaration.query({ client: trx })
          .where('id', declaration.id)
          .forUpdate()
          .firstOrFail()
        if (locked.workerDocumentId !== null) {
          const old = await WorkerDocument.find(locked.workerDocumentId, { client: trx })
          if (old) {
            replacedKey = old.fileKey
            await old.useTransaction(trx).delete()
          }
        }
        const created = await WorkerDocument.create(
          {
            driverId: worker.driverId,
            workerId: worker.id,
            fileName: checked.fileName,
            category: 'POSTING_DECLARATION',
            mime: checked.mime,
            sizeBytes: checked.size,
            fileKey: key,
            documentNumber: locked.imiNumber,
            issuingCountry: locked.countryCode,
            validFrom: locked.startDate,
            validUntil: locked.endDate,
          },
          { client: trx }
        )
        locked.workerDocumentId = created.id
        await locked.useTransaction(trx).save()
        await refreshDriverReadiness([worker.driverId], trx)
        await recordAdminAudit(
          actor,
          {
            action: 'postingDeclaration.upload',
            subjectType: 'posting_declaration',
            subjectId: locked.id,
            payload: { companyId: company.id, fileNames: [created.fileName] },
          },
          trx
        )
        return created
      })
      if (replacedKey) await deleteStoredFiles([replacedKey])
      return document
    } catch (error) {
      await deleteStoredFiles([key])
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') {
        throw new BusinessException('workers.upload.nameExistsParallel')
      }
      throw error
    }
  }
}
