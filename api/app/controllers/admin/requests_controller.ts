import { inject } from '@adonisjs/core'
import { isoDate } from '@posted-workers/domain'
import type { HttpContext } from '@adonisjs/core/http'
import ValidateRequestAsAdmin from '#actions/requests/validate_request_as_admin'
import RemoveRequest from '#actions/requests/remove_request'
import { validateRequestValidator } from '#validators/request'
import { listRequests, REQUEST_SORTS } from '#services/requests/request_list'
import { linesByRequest, presentAdminRequest } from '#services/presenters/request_presenter'
import { todayUtc } from '#services/contracts/contract_term'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { sendRequestValidatedMails } from '#services/mail/order_mails'

export default class RequestsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('RequestPolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(REQUEST_SORTS),
      defaultSort: 'companyName',
    })
    const { rows, lines, total, hasNextPage, cap } = await listRequests(query)
    const byRequest = linesByRequest(lines)
    const today = todayUtc()
    const answers = rows.map((row) => presentAdminRequest(row, byRequest.get(row.id) ?? [], today))
    return sendPage(ctx, 'requests', query, answers, total, hasNextPage, cap)
  }

  @inject()
  async validate({ params, request, auth, bouncer, i18n }: HttpContext, action: ValidateRequestAsAdmin) {
    await bouncer.with('RequestPolicy').authorize('manage')
    const { startDates } = await request.validateUsing(validateRequestValidator)
    const validated = await action.handle(
      auth.getUserOrFail(),
      Number(params.id),
      startDates.map((entry) => ({ countryCode: entry.countryCode, startDate: isoDate(entry.startDate) })),
      request.ip()
    )
    await sendRequestValidatedMails(validated.id, request.id())
    return {
      validated: true,
      successes: [{ message: i18n.t('requests.validated', { company: validated.company.name }) }],
    }
  }

  @inject()
  async remove({ params, request, auth, bouncer, i18n }: HttpContext, action: RemoveRequest) {
    await bouncer.with('RequestPolicy').authorize('manage')
    const removed = await action.handle(auth.getUserOrFail(), Number(params.id), request.ip())
    return {
      removed: true,
      successes: [{ message: i18n.t('requests.removed', { company: removed.company.name }) }],
    }
  }
}
