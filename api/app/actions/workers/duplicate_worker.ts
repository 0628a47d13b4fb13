import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { BusinessException } from '#exceptions/business_exception'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { deleteStoredFiles, newDocumentKey } from '#services/workers/stored_files'

/**
 * Copies a worker and its documents into another contract of the same company (another representative country).
 * The stored files are copied under new keys, so removing one copy never touches the other's files; when the
 * transaction fails, the copies already written are deleted.
 */
export default class DuplicateWorker {
  async handle(source: Worker, targetContractId: number) {
    if (targetContractId === source.workerContractId) throw new BusinessException('workers.sameContract')
    const copiedKeys: string[] = []
    try {
      return await db.transaction(async (trx) => {
        const contract = await lockContractForNewWorker(trx, source.companyId, targetContractId)
        const twin = await Worker.query({ client: trx })
          .where('worker_contract_id', contract.id)
          .where('first_name', source.firstName)
          .where('last_name', source.lastName)
          .where('date_of_birth', source.dateOfBirth)
          .first()
        if (twin) throw new BusinessException('workers.alreadyInContract')

        const copy = await Worker.create(
          {
            companyId: source.companyId,
            workerContractId: contract.id,
            civility: source.civility,
            firstName: source.firstName,
            lastName: source.lastName,
            dateOfBirth: source.dateOfBirth,
            cityOfBirth: source.cityOfBirth,
            countryCodeOfBirth: source.countryCodeOfBirth,
            countryCodeOfNationality: source.countryCodeOfNationality,
          },
          { client: trx }
        )
        const documents = await WorkerDocument.query({ client: trx })
          .where('worker_id', source.id)
          .orderBy('id')
        for (const document of documents) {
          const key = newDocumentKey(copy.companyId, copy.id)
          await drive.use().copy(document.fileKey, key)
          copiedKeys.push(key)
          await WorkerDocument.create(
            {
              workerId: copy.id,
              fileName: document.fileName,
              category: document.category,
              mime: document.mime,
              sizeBytes: document.sizeBytes,
              fileKey: key,
            },
            { client: trx }
          )
        }
        return { worker: copy, documentsCount: documents.length }
      })
    } catch (error) {
      await deleteStoredFiles(copiedKeys)
      throw error
    }
  }
}
