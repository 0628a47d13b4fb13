import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import Attachment from '#models/attachment'
import AttachmentCountry from '#models/attachment_country'
import { recordAudit } from '#services/audit/record_audit'
import { attachmentSnapshot, storedTitle } from '#services/attachments/attachment_snapshot'
import { storePdf, type UploadedPdf } from '#services/uploads/resource_upload'
import { deleteStoredFiles } from '#services/workers/stored_files'
import type { adminAttachmentValidator } from '#validators/attachment'

export type AttachmentInput = Infer<typeof adminAttachmentValidator>

/** Where attachments' files are stored, under keys the server chooses. */
export const ATTACHMENTS_FOLDER = 'attachments'

/**
 * An admin offers a document (an input already validated, a PDF already checked) to the customers of some
 * countries: the file is stored, then the attachment and its countries are written and audited in one
 * transaction; the stored file is removed if the transaction fails.
 */
export default class CreateAttachment {
  async handle(admin: User, input: AttachmentInput, file: UploadedPdf, ip: string) {
    const countryCodes = [...new Set(input.countryCodes)]
    const fileKey = await storePdf(ATTACHMENTS_FOLDER, file)
    try {
      return await db.transaction(async (trx) => {
        const attachment = await Attachment.create(
          {
            titleFr: storedTitle(input.titles.fr),
            titlePl: storedTitle(input.titles.pl),
            titleEn: storedTitle(input.titles.en),
            hasCode: input.hasCode ?? false,
            isActive: input.isActive ?? true,
            fileKey,
            fileName: file.fileName,
          },
          { client: trx }
        )
        await AttachmentCountry.createMany(
          countryCodes.map((countryCode) => ({ attachmentId: attachment.id, countryCode })),
          { client: trx }
        )
        await recordAudit(
          {
            userId: admin.id,
            action: 'attachment.create',
            subjectType: 'attachment',
            subjectId: attachment.id,
            payload: { after: attachmentSnapshot(attachment, countryCodes) },
            ip,
          },
          trx
        )
        return attachment
      })
    } catch (error) {
      await deleteStoredFiles([fileKey])
      throw error
    }
  }
}
