import {
  UNLIMITED_WORKERS,
  workerPackageProblems,
  type AdminWorkerPackage,
  type WorkerPackageDraft,
} from '@posted-workers/domain'

/** A row of the editor as the form holds it: amounts in cents, a field left empty is null or absent. */
export type PackageRow = Partial<Record<keyof AdminWorkerPackage, number | null>>

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** The rows as the shared rule reads them. */
export const toDrafts = (rows: unknown): WorkerPackageDraft[] =>
  (Array.isArray(rows) ? rows : []).map((row: PackageRow | null | undefined) => ({
    minWorkers: numberOrNull(row?.minWorkers),
    maxWorkers: numberOrNull(row?.maxWorkers),
    perWorkerAmountCents: numberOrNull(row?.perWorkerAmountCents),
    fixedAmountCents: numberOrNull(row?.fixedAmountCents),
  }))

/** A react-admin validation message: a key of `app.packages.errors` and the rows it names (counted from 1). */
export interface PackageMessage {
  message: string
  args: { row: number; other: number; max: number }
}

/**
 * The shared rule's (packages/domain) verdict on one input of the editor, `workerPackages.<index>.<field>`: the
 * same refusal the api would answer, so that the admin sees it before saving.
 */
export const packageMessageAt = (rows: unknown, source: string): PackageMessage | undefined => {
  const problem = workerPackageProblems(toDrafts(rows)).find(
    ({ index, field }) => source.endsWith(`.${index}.${field}`) || source === `${index}.${field}`
  )
  return (
    problem && {
      message: `app.packages.errors.${problem.reason}`,
      args: { row: problem.index + 1, other: (problem.other ?? 0) + 1, max: UNLIMITED_WORKERS },
    }
  )
}

/** react-admin validator of an editor input: the rule applied to every row of the form's `workerPackages`. */
export const packageFieldValidator = (
  _value: unknown,
  values: { workerPackages?: unknown },
  props: { finalSource?: string; source?: string }
) => packageMessageAt(values?.workerPackages, props.finalSource ?? props.source ?? '')

/** One package in words for a list: "1–12 drivers: EUR 4.00 per driver", "13+ drivers: EUR 60.00". */
export const packageSummary = (
  pack: AdminWorkerPackage,
  money: (cents: number) => string,
  translate: (key: string, options?: Record<string, unknown>) => string
) => {
  const range =
    pack.maxWorkers === null
      ? translate('app.packages.from', { min: pack.minWorkers })
      : pack.maxWorkers === pack.minWorkers
        ? translate('app.packages.exactly', { count: pack.minWorkers, smart_count: pack.minWorkers })
        : translate('app.packages.between', { min: pack.minWorkers, max: pack.maxWorkers })
  const price =
    pack.perWorkerAmountCents !== null
      ? translate('app.packages.per_worker_price', { amount: money(pack.perWorkerAmountCents) })
      : money(pack.fixedAmountCents ?? 0)
  return translate('app.packages.summary', { range, price })
}
