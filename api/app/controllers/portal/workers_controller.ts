import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { READINESS_STATES, type ReadinessState } from '@posted-workers/domain'
import { formatDate } from '#services/billing/format'
import type { CarryOutcome } from '#services/workers/renewal_carry'
import CreateWorker from '#actions/workers/create_worker'
import UpdateWorker from '#actions/workers/update_worker'
import RemoveWorker from '#actions/workers/remove_worker'
import DuplicateWorker from '#actions/workers/duplicate_worker'
import { duplicateWorkerValidator, workerValidator } from '#validators/worker'
import { BusinessException } from '#exceptions/business_exception'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { contractWorkers } from '#services/workers/worker_list'
import { sendJson } from '#services/http/list_query'
import type Driver from '#models/driver'
import { findOwnContract } from '#services/tenancy/find_own_contract'
import { findEditableWorker, findOwnWorker } from '#services/tenancy/find_own_worker'
import { workerFields } from '#services/workers/worker_fields'
import { auditedAdmin } from '#services/audit/audited_admin'

/** `?readiness=not_ready` (or ready, expiring): one of the states, or none. */
function readinessFilter(value: unknown): ReadinessState | null {
  if (value === undefined || value === '') return null
  if (READINESS_STATES.includes(value as ReadinessState)) return value as ReadinessState
  throw new BusinessException('workers.unknownReadiness', { status: 422, field: 'readiness' })
}

export default class WorkersController {
  /** The workers of a contract, by last then first name, with their readiness and what the list may offer. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const contract = await findOwnContract(company, ctx.params.contractId)
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', contract)
    const qs = ctx.request.qs()
    return sendJson(
      ctx,
      await contractWorkers(contract, String(qs.filter ?? '').trim(), readinessFilter(qs.readiness))
    )
  }

  @inject()
  async create(ctx: HttpContext, action: CreateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', { companyId: company.id })
    // Another company's contract answers 404 before the form is read, so that its ids cannot be probed.
    await findOwnContract(company, ctx.params.contractId)
    const fields = workerFields(await ctx.request.validateUsing(workerValidator))
    const { answer, driver, isNew, renewal } = await action.handle(
      company.id,
      Number(ctx.params.contractId),
      fields,
      auditedAdmin(ctx)
    )
    return {
      created: true,
      worker: answer,
      successes: this.#messages(
        ctx,
        isNew ? 'workers.created' : 'workers.createdFromRoster',
        driver,
        renewal
      ),
    }
  }

  @inject()
  async update(ctx: HttpContext, action: UpdateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const found = await findEditableWorker(ctx, company, ctx.params.workerId)
    const fields = workerFields(await ctx.request.validateUsing(workerValidator))
    const { answer, driver, renewal } = await action.handle(company.id, found.id, fields, auditedAdmin(ctx))
    return {
      updated: true,
      worker: answer,
      successes: this.#messages(ctx, 'workers.updated', driver, renewal),
    }
  }

  @inject()
  async remove(ctx: HttpContext, action: RemoveWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const worker = await findEditableWorker(ctx, company, ctx.params.workerId)
    const driver = await action.handle(company.id, worker.id, auditedAdmin(ctx))
    return {
      removed: true,
      successes: [
        { message: ctx.i18n.t('workers.removed', { name: `${driver.firstName} ${driver.lastName}` }) },
      ],
    }
  }

  @inject()
  async duplicate(ctx: HttpContext, action: DuplicateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const contract = await findOwnContract(company, ctx.params.contractId)
    const source = await findOwnWorker(ctx, company, ctx.params.workerId, contract.id)
    const { contract: targetId } = await ctx.request.validateUsing(duplicateWorkerValidator)
    const { answer, driver } = await action.handle(source, targetId, auditedAdmin(ctx))
    return {
      duplicated: true,
      worker: answer,
      successes: [
        { message: ctx.i18n.t('workers.duplicated', { name: `${driver.firstName} ${driver.lastName}` }) },
      ],
    }
  }

  /** The action's message, and what happened to the driver in a scheduled renewal. */
  #messages(ctx: HttpContext, key: string, driver: Driver, renewal: CarryOutcome | null) {
    const name = `${driver.firstName} ${driver.lastName}`
    const messages = [ctx.i18n.t(key, { name })]
    if (renewal) {
      messages.push(
        ctx.i18n.t(`workers.renewal.${renewal.outcome}`, { name, start: formatDate(renewal.startDate) })
      )
    }
    return messages.map((message) => ({ message }))
  }
}
