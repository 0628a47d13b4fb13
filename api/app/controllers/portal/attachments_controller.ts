import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#models/attachment'
import { NotFoundException } from '#exceptions/not_found_exception'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { visibleAttachments } from '#services/attachments/visible_attachments'
import { presentAttachment } from '#services/presenters/attachment_presenter'
import { sendPdf } from '#services/billing/document_files'
import { attachmentDownloadName } from '#services/attachments/download_name'
import { attachmentListValidator } from '#validators/attachment'

export default class AttachmentsController {
  /**
   * The active attachments offered to the company for the countries of its contracts (promo-code holders' ones only
   * for a country bought with a promo code), by title in the reader's language. An admin sees what the company sees.
   */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'viewCompany')
    const { countryCode } = await ctx.request.validateUsing(attachmentListValidator, {
      data: ctx.request.qs(),
    })
    const attachments = await visibleAttachments(company.id, ctx.i18n.locale, countryCode)
    return {
      attachments: attachments.map(({ attachment, countryCodes }) =>
        presentAttachment(attachment, countryCodes, ctx.i18n.locale)
      ),
    }
  }

  /**
   * The stored PDF, offered as an attachment named by its title in the reader's language. An attachment the
   * reader may not see (another company's country, reserved to promo-code holders, inactive for a customer,
   * deleted for anyone) answers 404 like a missing one.
   */
  async download({ params, bouncer, response, i18n }: HttpContext) {
    const attachment = await Attachment.query().where('id', Number(params.id)).whereNull('deleted_at').first()
    if (!attachment || (await bouncer.with('AttachmentPolicy').denies('download', attachment))) {
      throw new NotFoundException()
    }
    const disk = drive.use()
    if (!(await disk.exists(attachment.fileKey))) throw new NotFoundException()

    const { contentLength } = await disk.getMetaData(attachment.fileKey)
    const file = {
      fileName: attachmentDownloadName(attachment, i18n.locale),
      body: await disk.getStream(attachment.fileKey),
      size: contentLength,
    }
    return sendPdf(response, file)
  }
}
