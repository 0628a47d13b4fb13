import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import type Worker from '#models/worker'
import UploadDocuments from '#actions/workers/upload_documents'
import RemoveDocument from '#actions/workers/remove_document'
import UpdateDocument from '#actions/workers/update_document'
import type { DocumentCategory } from '#enums/contract'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import {
  findEditableDocument,
  findEditableWorker,
  findOwnDocument,
  findOwnDriver,
  findOwnWorker,
  livePostingOf,
} from '#services/tenancy/find_own_worker'
import { presentDocument } from '#services/presenters/worker_presenter'
import { categoryList, checkUploadShape, sniffUpload, uploadLimits } from '#services/workers/upload_rules'
import { checkDocumentDetails, detailLists } from '#services/workers/document_details'
import { withUploadedFiles } from '#services/uploads/receive_uploads'
import { attachmentDisposition } from '#services/workers/file_name'
import { postingDocuments } from '#services/drivers/posting_documents'
import { auditedAdmin } from '#services/audit/audited_admin'
import { documentUpdateValidator } from '#validators/worker'
import { documentScope } from '@posted-workers/domain'

export default class WorkerDocumentsController {
  /** The documents a worker's posting shows (his own as a person, and the posting's), newest first. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const worker = await findOwnWorker(ctx, company, ctx.params.workerId)
    const documents = await postingDocuments(worker)
    return { documents: documents.map((document) => presentDocument(document, ctx.params.lang, company.id)) }
  }

  @inject()
  async upload(ctx: HttpContext, action: UploadDocuments) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const worker = await findEditableWorker(ctx, company, ctx.params.workerId)
    return this.#receive(ctx, action, worker)
  }

  /**
   * Documents of the person, sent from the roster: taken through one of his postings that has not ended (they are
   * seen on every posting); a category of a posting is refused here, since no posting is named.
   */
  @inject()
  async uploadForDriver(ctx: HttpContext, action: UploadDocuments) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const driver = await findOwnDriver(ctx, company, ctx.params.driverId)
    return this.#receive(ctx, action, await livePostingOf(driver.id), true)
  }

  async #receive(ctx: HttpContext, action: UploadDocuments, worker: Worker, personOnly = false) {
    const documents = await withUploadedFiles(ctx, 'files', uploadLimits, async (files) => {
      const categories = categoryList(ctx.request.input('categories'))
      checkUploadShape(files, categories)
      if (
        personOnly &&
        categories.some((category) => documentScope(category as DocumentCategory) !== 'driver')
      ) {
        throw new BusinessException('workers.details.postingCategoryOnDriver', {
          status: 422,
          field: 'categories',
        })
      }
      const details = detailLists((field) => ctx.request.input(field), files.length).map((input, index) =>
        checkDocumentDetails(categories[index] as DocumentCategory, input, files[index].clientName)
      )
      const sniffed = await Promise.all(files.map((file) => sniffUpload(file)))
      return action.handle(worker, sniffed, categories as DocumentCategory[], details, auditedAdmin(ctx))
    })
    const company = worker.companyId
    return {
      uploaded: true,
      files: documents.map((document) => presentDocument(document, ctx.params.lang, company)),
      successes: [{ message: ctx.i18n.t('workers.uploaded', { count: documents.length }) }],
    }
  }

  /** A document's category, number, issuing country and validity, changed after its upload. */
  @inject()
  async update(ctx: HttpContext, action: UpdateDocument) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const document = await findEditableDocument(ctx, company, ctx.params.documentId)
    const input = await ctx.request.validateUsing(documentUpdateValidator)
    const category = input.category ?? document.category
    const details = checkDocumentDetails(category, input, document.fileName)
    const updated = await action.handle(document, category, details, company.id, auditedAdmin(ctx))
    return {
      updated: true,
      document: presentDocument(updated, ctx.params.lang, company.id),
      successes: [{ message: ctx.i18n.t('workers.documentUpdated', { name: updated.fileName }) }],
    }
  }

  /**
   * The exact stored bytes, offered as an attachment under the name the document was uploaded with: streamed from
   * the storage, never held in memory whole.
   */
  async download(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
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
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const document = await findEditableDocument(ctx, company, ctx.params.documentId)
    await action.handle(document, company.id, auditedAdmin(ctx))
    return {
      removed: true,
      successes: [{ message: ctx.i18n.t('workers.documentRemoved', { name: document.fileName }) }],
    }
  }
}
