import type { AdminWorkerPackage } from '@posted-workers/domain'
import type { BusinessIntroducer } from './types'

/** The packages as the api reads them: every field present, an empty one null. */
export const packagesPayload = (packages: Partial<AdminWorkerPackage>[] | undefined) =>
  (packages ?? []).map((pack) => ({
    minWorkers: pack.minWorkers ?? null,
    maxWorkers: pack.maxWorkers ?? null,
    perWorkerAmountCents: pack.perWorkerAmountCents ?? null,
    fixedAmountCents: pack.fixedAmountCents ?? null,
  }))

/** The fields an admin sets, as the api reads them. */
export const toIntroducerPayload = (introducer: BusinessIntroducer) => ({
  name: introducer.name?.trim(),
  code: introducer.code?.trim(),
  isActive: introducer.isActive ?? true,
  isNumberOfWorkersNeeded: introducer.isNumberOfWorkersNeeded ?? false,
  unlimitedPackageAmountCents: introducer.unlimitedPackageAmountCents,
  workerPackageAmountCents: introducer.workerPackageAmountCents ?? null,
  workerPackageMaxNumberOfWorker: introducer.workerPackageMaxNumberOfWorker ?? null,
  workerPackages: packagesPayload(introducer.workerPackages),
})
