import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import ChangeContractIntroducer from '#actions/contracts/change_contract_introducer'
import { updateActiveContractValidator } from '#validators/company'
import { CONTRACT_SORTS, listContracts } from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'
import { presentIntroducerChangeState } from '#services/contracts/introducer_change'
import { presentAdminContract } from '#services/presenters/admin_contract_presenter'
import { parseListQuery, sendPage } from '#services/http/list_query'

export default class WorkerContractsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('read')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(CONTRACT_SORTS),
      defaultSort: 'companyName',
    })
    const today = todayUtc()
    const { rows, total, hasNextPage, cap } = await listContracts(query, today)
    return sendPage(
      ctx,
      'workerContracts',
      query,
      rows.map((row) => presentAdminContract(row, today)),
      total,
      hasNextPage,
      cap
    )
  }

  /** The company's running contracts, their introducers, and whether they may change (specification listActive). */
  async listActive({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const company = await Company.findOrFail(Number(params.companyId))
    return presentIntroducerChangeState(company.id)
  }

  @inject()
  async updateActive(
    { params, request, auth, bouncer, i18n }: HttpContext,
    action: ChangeContractIntroducer
  ) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const company = await Company.findOrFail(Number(params.companyId))
    const { businessIntroducer } = await request.validateUsing(updateActiveContractValidator)
    const { introducer } = await action.handle(
      auth.getUserOrFail(),
      company.id,
      businessIntroducer,
      request.ip()
    )
    return {
      updated: true,
      ...(await presentIntroducerChangeState(company.id)),
      successes: [
        {
          message: i18n.t('companies.introducerChanged', {
            company: company.name,
            introducer: introducer.name,
          }),
        },
      ],
    }
  }
}
