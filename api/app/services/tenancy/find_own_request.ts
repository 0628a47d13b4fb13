import type { HttpContext } from '@adonisjs/core/http'
import WorkerRequest from '#models/worker_request'
import { NotFoundException } from '#exceptions/not_found_exception'

/**
 * A request by its public id, with its lines, when RequestPolicy lets the signed-in user see it (their company's,
 * or any for an admin); another company's answers 404 like a missing one, so ids cannot be probed.
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
  return request
}
