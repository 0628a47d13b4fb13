import { BaseCheck, HealthChecks, Result } from '@adonisjs/core/health'
import type { HealthCheckContract, HealthCheckReport } from '@adonisjs/core/types/health'

/** A check that gives up after `timeoutMs`: a load balancer's probe must get its answer before its own timeout. */
class TimedCheck extends BaseCheck {
  constructor(
    public name: string,
    private check: HealthCheckContract,
    private timeoutMs: number
  ) {
    super()
  }

  async run() {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<Result>((resolve) => {
      timer = setTimeout(
        () => resolve(Result.failed(`no answer within ${this.timeoutMs} ms`)),
        this.timeoutMs
      )
    })
    try {
      return await Promise.race([this.check.run(), late])
    } catch (error) {
      return Result.failed(error instanceof Error ? error : new Error(String(error)))
    } finally {
      clearTimeout(timer)
    }
  }
}

const checks = new Map<string, TimedCheck>()
let stopping = false

/**
 * Adds a named check to /health/ready (see start/health.ts): the process is ready when every check answers ok
 * within its time. One line per service the api needs (database, Redis, storage). Returns its removal (tests),
 * which puts back the check of that name it replaced, if any.
 */
export function registerReadinessCheck(name: string, check: HealthCheckContract, timeoutMs = 2000) {
  const replaced = checks.get(name)
  const added = new TimedCheck(name, check, timeoutMs)
  checks.set(name, added)
  return () => {
    if (checks.get(name) !== added) return
    if (replaced) checks.set(name, replaced)
    else checks.delete(name)
  }
}

/** From SIGTERM on, the process says it is not ready, so that a load balancer sends it nothing new. */
export function markStopping() {
  stopping = true
}

export type Readiness = { ready: boolean; report: HealthCheckReport['checks'] }

export async function readiness(): Promise<Readiness> {
  const report = await new HealthChecks().register([...checks.values()]).run()
  const stoppingCheck = {
    name: 'shutdown',
    isCached: false,
    ...Result.failed('the process is stopping').toJSON(),
  }
  const all = stopping ? [...report.checks, stoppingCheck] : report.checks
  return { ready: all.every((check) => check.status !== 'error'), report: all }
}
