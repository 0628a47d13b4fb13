import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import WorkerDocument from '#models/worker_document'
import UploadDocuments from '#actions/workers/upload_documents'
import RemoveDocument from '#actions/workers/remove_document'
import type { DocumentCategory } from '#enums/contract'
import { NotFoundException } from '#exceptions/not_found_exception'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import {
  findEditableDocument,
  findEditableWorker,
  findOwnDocument,
  findOwnWorker,
} from '#services/tenancy/find_own_worker'
import { presentDocument } from '#services/presenters/worker_presenter'
import { categoryList, checkUploadShape, sniffUpload, uploadLimits } from '#services/workers/upload_rules'
import { withUploadedFiles } from '#services/uploads/receive_uploads'
import { attachmentDisposition } from '#services/workers/file_name'
import { auditedAdmin } from '#services/audit/audited_admin'

export default class WorkerDocumentsController {
  /** A worker's documents, newest first. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const worker = await findOwnWorker(ctx, company, ctx.params.workerId)
    const documents = await WorkerDocument.query()
      .where('worker_id', worker.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
    return { documents: documents.map((document) => presentDocument(document, ctx.params.lang, company.id)) }
  }

  @inject()
  async upload(ctx: HttpContext, action: UploadDocuments) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const worker = await findEditableWorker(ctx, company, ctx.params.workerId)
    const documents = await withUploadedFiles(ctx, 'files', uploadLimits, async (files) => {
      const categories = categoryList(ctx.request.input('categories'))
      checkUploadShape(files, categories)
      const sniffed = await Promise.all(files.map((file) => sniffUpload(file)))
      return action.handle(worker, sniffed, categories as DocumentCategory[], auditedAdmin(ctx))
    })
    return {
      uploaded: true,
      files: documents.map((document) => presentDocument(document, ctx.params.lang, company.id)),
      successes: [{ message: ctx.i18n.t('workers.uploaded', { count: documents.length }) }],
    }
  }

  /**
   * The exact stored bytes, offered as an attachment under the name the document was uploaded with: streamed from
   * the storage, never held in memory whole.
   */
  async download(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const document = await findOwnDocument(ctx, company, ctx.params.documentId)
    const disk = drive.use()
    if (!(await disk.exists(document.fileKey))) throw new NotFoundException()
    const { contentLength } = await disk.getMetaData(document.fileKey)
    ctx.response.header('Content-Type', document.mime || 'application/octet-stream')
    ctx.response.header('Content-Disposition', attachmentDisposition(document.fileName))
    ctx.response.header('Content-Length', String(contentLength))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(await disk.getStream(document.fileKey))
  }

  @inject()
  async remove(ctx: HttpContext, action: RemoveDocument) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const document = await findEditableDocument(ctx, company, ctx.params.documentId)
    await action.handle(document, company.id, auditedAdmin(ctx))
    return {
      removed: true,
      successes: [{ message: ctx.i18n.t('workers.documentRemoved', { name: document.fileName }) }],
    }
  }
}
