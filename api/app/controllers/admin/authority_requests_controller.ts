import { PassThrough } from 'node:stream'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { AuthorityRequestDriverAnswer } from '@posted-workers/domain'
import SaveAuthorityRequest from '#actions/authority_requests/save_authority_request'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { todayUtc } from '#services/contracts/contract_term'
import { attachmentDisposition } from '#services/workers/file_name'
import {
  AUTHORITY_REQUEST_SORTS,
  listAuthorityRequests,
} from '#services/authority_requests/authority_request_list'
import { authorityRequestAnswer, requestParts } from '#services/authority_requests/authority_request_rows'
import { answerZipName, writeAnswerZip } from '#services/authority_requests/authority_request_zip'
import { authorityRequestValidator } from '#validators/authority_request'

/** As many as a request may name (validators/authority_request.ts). */
const MAX_DRIVERS = 200

/**
 * The back-office's inspectors' requests (ARCHITECTURE.md, "Declarations and inspectors' requests"): list, read,
 * log, change, and the answer's files as one ZIP. Admins only.
 */
export default class AuthorityRequestsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(AUTHORITY_REQUEST_SORTS),
      defaultSort: 'dueOn',
    })
    const { rows, total } = await listAuthorityRequests(query, todayUtc())
    return sendPage(ctx, 'authorityRequests', query, rows, total)
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return authorityRequestAnswer(params.id, todayUtc())
  }

  @inject()
  async store({ request, response, auth, bouncer }: HttpContext, action: SaveAuthorityRequest) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const input = await request.validateUsing(authorityRequestValidator)
    const id = await action.handle({ userId: auth.getUserOrFail().id, ip: request.ip() }, null, input)
    response.status(201)
    return authorityRequestAnswer(id, todayUtc())
  }

  @inject()
  async update({ params, request, auth, bouncer }: HttpContext, action: SaveAuthorityRequest) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const { id } = await authorityRequestAnswer(params.id, todayUtc())
    const input = await request.validateUsing(authorityRequestValidator)
    await action.handle({ userId: auth.getUserOrFail().id, ip: request.ip() }, id, input)
    return authorityRequestAnswer(id, todayUtc())
  }

  /** The roster of a company (`?companyId=`), for the form's choice of drivers: names and birth dates, by name. */
  async drivers(ctx: HttpContext): Promise<{ drivers: AuthorityRequestDriverAnswer[] }> {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const companyId = Number(ctx.request.qs().companyId)
    if (!Number.isSafeInteger(companyId) || companyId <= 0) return { drivers: [] }
    const rows = await db
      .from('drivers')
      .where('company_id', companyId)
      .whereNull('erased_at')
      .orderBy('identity_key')
      .limit(MAX_DRIVERS)
      .select('id', 'first_name as firstName', 'last_name as lastName', 'date_of_birth as dateOfBirth')
    return {
      drivers: rows.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        dateOfBirth: row.dateOfBirth,
      })),
    }
  }

  /** Every file of the request, by driver and kind under readable names, streamed as one ZIP. */
  async download(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const request = await authorityRequestAnswer(ctx.params.id, todayUtc())
    const parts = await requestParts([request.id])
    const output = new PassThrough()
    ctx.response.header('Content-Type', 'application/zip')
    ctx.response.header('Content-Disposition', attachmentDisposition(answerZipName(request)))
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.stream(output)
    writeAnswerZip(output, parts).catch((error: unknown) => {
      // A download the client gave up is not a failure of ours.
      if (error instanceof Error && error.name === 'AbortError')
        logger.info('authority request ZIP abandoned')
      else logger.error({ err: error }, 'authority request ZIP failed')
      output.destroy(error as Error)
    })
  }
}
