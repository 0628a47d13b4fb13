import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { lockLiveAttachment } from '#services/attachments/lock_attachment'
import AttachmentCountry from '#models/attachment_country'
import { recordAudit } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { attachmentSnapshot, storedTitle } from '#services/attachments/attachment_snapshot'
import { storePdf, type UploadedPdf } from '#services/uploads/resource_upload'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { ATTACHMENTS_FOLDER, type AttachmentInput } from '#actions/attachments/create_attachment'

/**
 * An admin changes an attachment (not a deleted one: 404): titles, countries, flags, and the file when a new one
 * comes. A new file is stored under a new key and served from then on; the previous file stays stored (what was
 * offered until then). Audited with the changed fields before and after.
 */
export default class UpdateAttachment {
  async handle(admin: User, id: number, input: AttachmentInput, file: UploadedPdf | undefined, ip: string) {
    const countryCodes = [...new Set(input.countryCodes)]
    let newKey: string | null = null
    try {
      return await db.transaction(async (trx) => {
        const attachment = await lockLiveAttachment(id, trx)
        const before = attachmentSnapshot(
          attachment,
          attachment.countries.map((row) => row.countryCode)
        )
        if (file) newKey = await storePdf(ATTACHMENTS_FOLDER, file)

        attachment.merge({
          titleFr: storedTitle(input.titles.fr),
          titlePl: storedTitle(input.titles.pl),
          titleEn: storedTitle(input.titles.en),
          hasCode: input.hasCode ?? attachment.hasCode,
          isActive: input.isActive ?? attachment.isActive,
          ...(file && newKey ? { fileKey: newKey, fileName: file.fileName } : {}),
        })
        await attachment.save()
        await AttachmentCountry.query({ client: trx }).where('attachment_id', attachment.id).delete()
        await AttachmentCountry.createMany(
          countryCodes.map((countryCode) => ({ attachmentId: attachment.id, countryCode })),
          { client: trx }
        )
        await recordAudit(
          {
            userId: admin.id,
            action: 'attachment.update',
            subjectType: 'attachment',
            subjectId: attachment.id,
            payload: auditChanges(before, attachmentSnapshot(attachment, countryCodes)),
            ip,
          },
          trx
        )
        return attachment
      })
    } catch (error) {
      if (newKey) await deleteStoredFiles([newKey])
      throw error
    }
  }
}
