import factory from '@adonisjs/lucid/factories'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { DriverFactory } from '#database/factories/driver_factory'

/**
 * A posting; create it through WorkerContractFactory.with('workers'), which sets its contract. Without a driver, a
 * new driver of the contract's company is made for it.
 */
export const WorkerFactory = factory
  .define(Worker, () => ({}))
  .before('create', async (_factory, worker, ctx) => {
    if (!worker.companyId) {
      const contract = await WorkerContract.query({ client: ctx.$trx })
        .where('id', worker.workerContractId)
        .firstOrFail()
      worker.companyId = contract.companyId
    }
    if (!worker.driverId) {
      const builder = DriverFactory.merge({ companyId: worker.companyId })
      const driver = await (ctx.$trx ? builder.client(ctx.$trx) : builder).create()
      worker.driverId = driver.id
    }
  })
  .build()
