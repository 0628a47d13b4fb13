import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { recordAudit } from '#services/audit/record_audit'
import { canTransition } from '#services/requests/request_transitions'
import { BusinessException } from '#exceptions/business_exception'

/** An admin removes a request that will not be paid, audited. Nothing is deleted: the request is marked removed. */
export default class RemoveRequest {
  async handle(admin: User, id: number, ip: string) {
    return db.transaction(async (trx) => {
      const request = await WorkerRequest.query({ client: trx })
        .where('id', id)
        .preload('company')
        .forUpdate()
        .firstOrFail()
      if (!canTransition(request.status, 'removed'))
        throw new BusinessException('requests.notPending', { status: 400 })
      request.useTransaction(trx)
      request.merge({ status: 'removed', removedAt: DateTime.utc() })
      await request.save()
      await recordAudit(
        {
          userId: admin.id,
          action: 'request.remove',
          subjectType: 'worker_request',
          subjectId: request.id,
          ip,
        },
        trx
      )
      return request
    })
  }
}
