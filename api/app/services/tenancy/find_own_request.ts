import type { HttpContext } from '@adonisjs/core/http'
import WorkerRequest from '#models/worker_request'
import { NotFoundException } from '#exceptions/not_found_exception'
import { assertCompanyAbility } from '#services/tenancy/find_own_company'

/**
 * A request by its public id, with its lines, when RequestPolicy lets the signed-in user see it (their company's,
 * or any for an admin) and their role places orders; another company's answers 404 like a missing one, so ids
 * cannot be probed, a role that does not place orders 403.
 */
export async function findOwnRequest(ctx: HttpContext, requestId: unknown) {
  const request = await WorkerRequest.query()
    .where('request_id', String(requestId))
    .preload('lines', (lines) =>
      lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
    )
    .first()
  if (!request || (await ctx.bouncer.with('RequestPolicy').denies('view', request))) {
    throw new NotFoundException()
  }
  await assertCompanyAbility(ctx, request.companyId, 'placeOrders')
  return request
}
