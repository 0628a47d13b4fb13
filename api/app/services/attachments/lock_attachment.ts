import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Attachment from '#models/attachment'

/**
 * An attachment not deleted, with its countries, its row locked until the transaction ends (an update and a
 * deletion at once run one after the other); 404 when it is gone.
 */
export function lockLiveAttachment(id: number, trx: TransactionClientContract) {
  return Attachment.query({ client: trx })
    .where('id', id)
    .whereNull('deleted_at')
    .preload('countries')
    .forUpdate()
    .firstOrFail()
}
