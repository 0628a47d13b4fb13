import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  workerPackageProblems,
  type AdminWorkerPackage,
  type WorkerPackageDraft,
} from '@posted-workers/domain'
import WorkerPackage from '#models/worker_package'

export interface PackageInput {
  minWorkers?: number | null
  maxWorkers?: number | null
  perWorkerAmountCents?: number | null
  fixedAmountCents?: number | null
}

/**
 * The packages sent, once the shared rule (packages/domain `workerPackageProblems`) accepts them; otherwise a
 * validation error (422) with every problem on its own field (`workerPackages.<index>.<field>`), naming its row.
 */
export function checkedPackages(input: PackageInput[] | undefined, i18n: I18n): AdminWorkerPackage[] {
  const drafts: WorkerPackageDraft[] = (input ?? []).map((pack) => ({
    minWorkers: pack.minWorkers ?? null,
    maxWorkers: pack.maxWorkers ?? null,
    perWorkerAmountCents: pack.perWorkerAmountCents ?? null,
    fixedAmountCents: pack.fixedAmountCents ?? null,
  }))
  const problems = workerPackageProblems(drafts)
  if (problems.length > 0) {
    throw new errors.E_VALIDATION_ERROR(
      problems.map((problem) => ({
        field: `workerPackages.${problem.index}.${problem.field}`,
        rule: `workerPackages.${problem.reason}`,
        message: i18n.t(`settings.workerPackages.${problem.reason}`, {
          row: problem.index + 1,
          other: (problem.other ?? 0) + 1,
        }),
      }))
    )
  }
  // Accepted: every minimum is a whole number.
  return drafts.map((draft) => ({ ...draft, minWorkers: draft.minWorkers! }))
}

/** The packages of a country or an introducer as they are stored, for the answer and the audit line. */
export function packagesOf(rows: WorkerPackage[]): AdminWorkerPackage[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map(({ minWorkers, maxWorkers, perWorkerAmountCents, fixedAmountCents }) => ({
      minWorkers,
      maxWorkers,
      perWorkerAmountCents,
      fixedAmountCents,
    }))
}

/** Replaces the packages of `owner` by `packages`, in their order (`position`). */
export async function replaceWorkerPackages(
  owner: { representativeCountryId: number } | { businessIntroducerId: number },
  packages: AdminWorkerPackage[],
  trx: TransactionClientContract
) {
  const [column, id] =
    'representativeCountryId' in owner
      ? (['representative_country_id', owner.representativeCountryId] as const)
      : (['business_introducer_id', owner.businessIntroducerId] as const)
  await WorkerPackage.query({ client: trx }).where(column, id).delete()
  await WorkerPackage.createMany(
    packages.map((pack, position) => ({ ...owner, ...pack, position })),
    { client: trx }
  )
}
