import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { deleteStoredFiles } from '#services/workers/stored_files'

/** Removes a worker with its document rows, then, once that is committed, its stored files. */
export default class RemoveWorker {
  async handle(companyId: number, workerId: number) {
    const keys = await db.transaction(async (trx) => {
      const worker = await Worker.query({ client: trx })
        .where('id', workerId)
        .where('company_id', companyId)
        .forUpdate()
        .first()
      if (!worker) throw new NotFoundException()
      const documents = await WorkerDocument.query({ client: trx }).where('worker_id', worker.id)
      await WorkerDocument.query({ client: trx }).where('worker_id', worker.id).delete()
      await worker.useTransaction(trx).delete()
      return documents.map((document) => document.fileKey)
    })
    await deleteStoredFiles(keys)
  }
}
