import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#models/attachment'
import { NotFoundException } from '#exceptions/not_found_exception'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { visibleAttachments } from '#services/attachments/visible_attachments'
import { presentAttachment } from '#services/presenters/attachment_presenter'
import { sendPdf } from '#services/billing/document_files'
import { attachmentListValidator } from '#validators/attachment'

export default class AttachmentsController {
  /**
   * The active attachments offered to the company for the countries of its contracts (promo-code holders' ones only
   * for a country bought with a promo code), by title. An admin sees what the company sees.
   */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const { countryCode } = await ctx.request.validateUsing(attachmentListValidator, {
      data: ctx.request.qs(),
    })
    const attachments = await visibleAttachments(company.id, countryCode)
    return {
      attachments: attachments.map(({ attachment, countryCodes }) =>
        presentAttachment(attachment, countryCodes, ctx.i18n.locale)
      ),
    }
  }

  /**
   * The stored PDF, offered as an attachment under its file name. An attachment the reader may not see (another
   * company's country, reserved to promo-code holders, inactive for a customer) answers 404 like a missing one.
   */
  async download({ params, bouncer, response }: HttpContext) {
    const attachment = await Attachment.find(params.id)
    if (!attachment || (await bouncer.with('AttachmentPolicy').denies('download', attachment))) {
      throw new NotFoundException()
    }
    const disk = drive.use()
    if (!(await disk.exists(attachment.fileKey))) throw new NotFoundException()

    const { contentLength } = await disk.getMetaData(attachment.fileKey)
    const file = {
      fileName: attachment.fileName,
      body: await disk.getStream(attachment.fileKey),
      size: contentLength,
    }
    return sendPdf(response, file)
  }
}
