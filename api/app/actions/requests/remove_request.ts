import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { transition } from '#services/requests/request_transitions'

/** An admin removes a request that will not be paid, audited. Nothing is deleted: the request is marked removed. */
export default class RemoveRequest {
  async handle(admin: User, id: number, ip: string) {
    return db.transaction(async (trx) => {
      const request = await WorkerRequest.query({ client: trx })
        .where('id', id)
        .preload('company')
        .forUpdate()
        .firstOrFail()
      return transition(request, 'removed', trx, { userId: admin.id, ip })
    })
  }
}
