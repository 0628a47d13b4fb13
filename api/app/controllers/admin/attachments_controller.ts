import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CreateAttachment from '#actions/attachments/create_attachment'
import UpdateAttachment from '#actions/attachments/update_attachment'
import DeleteAttachment from '#actions/attachments/delete_attachment'
import { ATTACHMENT_SORTS, findAdminAttachment, listAttachments } from '#services/attachments/attachment_list'
import { presentAdminAttachment } from '#services/presenters/admin_attachment_presenter'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { scopedMessagesProvider } from '#services/http/scoped_messages_provider'
import { requirePdf, withResourceUpload } from '#services/uploads/resource_upload'
import { adminAttachmentValidator } from '#validators/attachment'

/** The file part of an attachment's multipart body. */
const FILE_FIELDS = ['file'] as const

/** The back-office's attachments (documents offered per representative country), behind the admin middleware. */
export default class AttachmentsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('AttachmentPolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), { sortable: ATTACHMENT_SORTS, defaultSort: 'title' })
    const { rows, total } = await listAttachments(query, ctx.i18n.locale)
    const locale = ctx.i18n.locale
    return sendPage(
      ctx,
      'attachments',
      query,
      rows.map((row) => presentAdminAttachment(row, locale)),
      total
    )
  }

  async show({ params, bouncer, i18n }: HttpContext) {
    await bouncer.with('AttachmentPolicy').authorize('manage')
    return presentAdminAttachment(await findAdminAttachment(Number(params.id)), i18n.locale)
  }

  /** Multipart: the record as JSON in `input`, the PDF in `file` (required). */
  @inject()
  async store(ctx: HttpContext, action: CreateAttachment) {
    await ctx.bouncer.with('AttachmentPolicy').authorize('manage')
    const created = await withResourceUpload(ctx, FILE_FIELDS, async ({ input, files }) => {
      const data = await this.#validate(ctx, input, { fileMissing: !files.file })
      const file = requirePdf(files, 'file')
      return action.handle(ctx.auth.getUserOrFail(), data, file, ctx.request.ip())
    })
    ctx.response.status(201)
    return presentAdminAttachment(await findAdminAttachment(created.id), ctx.i18n.locale)
  }

  /** Multipart with a new PDF in `file`, which replaces the served file, or JSON without one. */
  @inject()
  async update(ctx: HttpContext, action: UpdateAttachment) {
    await ctx.bouncer.with('AttachmentPolicy').authorize('manage')
    const id = Number(ctx.params.id)
    await findAdminAttachment(id)
    await withResourceUpload(ctx, FILE_FIELDS, async ({ input, files }) => {
      const data = await this.#validate(ctx, input, { fileMissing: false })
      return action.handle(ctx.auth.getUserOrFail(), id, data, files.file, ctx.request.ip())
    })
    return presentAdminAttachment(await findAdminAttachment(id), ctx.i18n.locale)
  }

  /** A soft delete: customers stop seeing it; the record and its file stay for the audit log. */
  @inject()
  async destroy({ params, request, auth, bouncer, i18n }: HttpContext, action: DeleteAttachment) {
    await bouncer.with('AttachmentPolicy').authorize('manage')
    const attachment = await findAdminAttachment(Number(params.id))
    const answer = presentAdminAttachment(attachment, i18n.locale)
    await action.handle(auth.getUserOrFail(), attachment.id, request.ip())
    return answer
  }

  /** The record's fields; on a create without its file, the file's error joins the others in the same 422. */
  async #validate(
    ctx: HttpContext,
    input: Record<string, unknown>,
    { fileMissing }: { fileMissing: boolean }
  ) {
    try {
      return await ctx.request.validateUsing(adminAttachmentValidator, {
        data: input,
        messagesProvider: scopedMessagesProvider(ctx.i18n, 'attachments.validation'),
      })
    } catch (error) {
      const messages = (error as { code?: string; messages?: unknown }).messages
      if (
        fileMissing &&
        (error as { code?: string }).code === 'E_VALIDATION_ERROR' &&
        Array.isArray(messages)
      ) {
        messages.push({ field: 'file', rule: 'required', message: ctx.i18n.t('uploads.required') })
      }
      throw error
    }
  }
}
