import { inject } from '@adonisjs/core'
import { formatDate } from '#services/billing/format'
import type { CarryOutcome } from '#services/workers/renewal_carry'
import type { HttpContext } from '@adonisjs/core/http'
import CreateWorker from '#actions/workers/create_worker'
import UpdateWorker from '#actions/workers/update_worker'
import RemoveWorker from '#actions/workers/remove_worker'
import DuplicateWorker from '#actions/workers/duplicate_worker'
import { duplicateWorkerValidator, workerValidator } from '#validators/worker'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { contractWorkers } from '#services/workers/worker_list'
import { presentWorker } from '#services/presenters/worker_presenter'
import type Worker from '#models/worker'
import { findOwnContract } from '#services/tenancy/find_own_contract'
import { findEditableWorker, findOwnWorker } from '#services/tenancy/find_own_worker'
import { workerFields } from '#services/workers/worker_fields'
import { auditedAdmin } from '#services/audit/audited_admin'

export default class WorkersController {
  /** The workers of a contract, by last then first name, with what the list may offer. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const contract = await findOwnContract(company, ctx.params.contractId)
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', contract)
    return contractWorkers(contract, String(ctx.request.qs().filter ?? '').trim())
  }

  @inject()
  async create(ctx: HttpContext, action: CreateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', { companyId: company.id })
    // Another company's contract answers 404 before the form is read, so that its ids cannot be probed.
    await findOwnContract(company, ctx.params.contractId)
    const fields = workerFields(await ctx.request.validateUsing(workerValidator))
    const { worker, renewal } = await action.handle(
      company.id,
      Number(ctx.params.contractId),
      fields,
      auditedAdmin(ctx)
    )
    return {
      created: true,
      worker: presentWorker(worker, 0),
      successes: this.#messages(ctx, 'workers.created', worker, renewal),
    }
  }

  @inject()
  async update(ctx: HttpContext, action: UpdateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const found = await findEditableWorker(ctx, company, ctx.params.workerId)
    const fields = workerFields(await ctx.request.validateUsing(workerValidator))
    const { worker, renewal } = await action.handle(company.id, found.id, fields, auditedAdmin(ctx))
    await worker.loadCount('documents')
    return {
      updated: true,
      worker: presentWorker(worker),
      successes: this.#messages(ctx, 'workers.updated', worker, renewal),
    }
  }

  @inject()
  async remove(ctx: HttpContext, action: RemoveWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const worker = await findEditableWorker(ctx, company, ctx.params.workerId)
    await action.handle(company.id, worker.id, auditedAdmin(ctx))
    return {
      removed: true,
      successes: [
        { message: ctx.i18n.t('workers.removed', { name: `${worker.firstName} ${worker.lastName}` }) },
      ],
    }
  }

  @inject()
  async duplicate(ctx: HttpContext, action: DuplicateWorker) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const contract = await findOwnContract(company, ctx.params.contractId)
    const source = await findOwnWorker(ctx, company, ctx.params.workerId, contract.id)
    const { contract: targetId } = await ctx.request.validateUsing(duplicateWorkerValidator)
    const { worker, documentsCount } = await action.handle(source, targetId, auditedAdmin(ctx))
    return {
      duplicated: true,
      worker: presentWorker(worker, documentsCount),
      successes: [
        { message: ctx.i18n.t('workers.duplicated', { name: `${worker.firstName} ${worker.lastName}` }) },
      ],
    }
  }

  /** The action's message, and what happened to the driver in a scheduled renewal. */
  #messages(ctx: HttpContext, key: string, worker: Worker, renewal: CarryOutcome | null) {
    const name = `${worker.firstName} ${worker.lastName}`
    const messages = [ctx.i18n.t(key, { name })]
    if (renewal) {
      messages.push(
        ctx.i18n.t(`workers.renewal.${renewal.outcome}`, { name, start: formatDate(renewal.startDate) })
      )
    }
    return messages.map((message) => ({ message }))
  }
}
