import WorkerDocument from '#models/worker_document'
import { deleteStoredFiles } from '#services/workers/stored_files'

/** Removes a document's row, then its stored file. */
export default class RemoveDocument {
  async handle(document: WorkerDocument) {
    await WorkerDocument.query().where('id', document.id).delete()
    await deleteStoredFiles([document.fileKey])
  }
}
