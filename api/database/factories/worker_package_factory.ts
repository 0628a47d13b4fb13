import factory from '@adonisjs/lucid/factories'
import WorkerPackage from '#models/worker_package'

/** A per-worker package (4 EUR per worker, 1 to 12 workers), the reference offer. */
export const WorkerPackageFactory = factory
  .define(WorkerPackage, () => ({
    minWorkers: 1,
    maxWorkers: 12,
    perWorkerAmountCents: 400,
    fixedAmountCents: null,
    position: 0,
  }))
  .state('fixed', (pack) => {
    pack.perWorkerAmountCents = null
    pack.fixedAmountCents = 2500
  })
  .build()
