import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { lockLiveAttachment } from '#services/attachments/lock_attachment'
import { recordAudit } from '#services/audit/record_audit'
import { attachmentSnapshot } from '#services/attachments/attachment_snapshot'

/**
 * An admin withdraws an attachment: customers stop seeing it at once (list and download), the back-office's list
 * leaves it out. A soft delete: the row, its countries and its stored file stay, so that the audit log's line
 * still says what was offered. Deleting it again answers 404.
 */
export default class DeleteAttachment {
  async handle(admin: User, id: number, ip: string) {
    return db.transaction(async (trx) => {
      const attachment = await lockLiveAttachment(id, trx)
      attachment.useTransaction(trx)
      attachment.deletedAt = DateTime.utc()
      await attachment.save()
      await recordAudit(
        {
          userId: admin.id,
          action: 'attachment.delete',
          subjectType: 'attachment',
          subjectId: attachment.id,
          payload: {
            before: attachmentSnapshot(
              attachment,
              attachment.countries.map((row) => row.countryCode)
            ),
          },
          ip,
        },
        trx
      )
      return attachment
    })
  }
}
