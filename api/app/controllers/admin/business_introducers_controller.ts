import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { AdminBusinessIntroducerChoice } from '@posted-workers/domain'
import BusinessIntroducer from '#models/business_introducer'
import SaveBusinessIntroducer from '#actions/settings/save_business_introducer'
import { NotFoundException } from '#exceptions/not_found_exception'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { INTRODUCER_SORTS, listIntroducers } from '#services/settings/introducer_list'
import { checkedPackages } from '#services/settings/worker_packages'
import { presentAdminIntroducer } from '#services/presenters/settings_presenter'
import { businessIntroducerValidator } from '#validators/settings'

async function findIntroducer(id: unknown) {
  const introducer = await BusinessIntroducer.query()
    .where('id', Number(id))
    .preload('workerPackages')
    .first()
  if (!introducer) throw new NotFoundException()
  return introducer
}

/** The back-office's business introducers (settings): list, read, create, update. */
export default class BusinessIntroducersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(INTRODUCER_SORTS),
      defaultSort: 'name',
    })
    const { rows, total } = await listIntroducers(query)
    return sendPage(ctx, 'businessIntroducers', query, rows.map(presentAdminIntroducer), total)
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return presentAdminIntroducer(await findIntroducer(params.id))
  }

  @inject()
  async store({ request, response, auth, bouncer, i18n }: HttpContext, action: SaveBusinessIntroducer) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const input = await request.validateUsing(businessIntroducerValidator)
    const packages = checkedPackages(input.workerPackages, i18n)
    const introducer = await action.handle(auth.getUserOrFail(), null, input, packages, request.ip())
    response.status(201)
    return presentAdminIntroducer(await findIntroducer(introducer.id))
  }

  @inject()
  async update({ params, request, auth, bouncer, i18n }: HttpContext, action: SaveBusinessIntroducer) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const id = (await findIntroducer(params.id)).id
    const input = await request.validateUsing(businessIntroducerValidator)
    const packages = checkedPackages(input.workerPackages, i18n)
    await action.handle(auth.getUserOrFail(), id, input, packages, request.ip())
    return presentAdminIntroducer(await findIntroducer(id))
  }

  /** The introducers an admin may attribute a contract to: the active ones, by name. */
  async listAvailable({
    bouncer,
  }: HttpContext): Promise<{ businessIntroducers: AdminBusinessIntroducerChoice[] }> {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const introducers = await BusinessIntroducer.query()
      .where('is_active', true)
      .orderBy('name')
      .orderBy('id')
    return {
      businessIntroducers: introducers.map(({ id, code, name }) => ({ id, code, name })),
    }
  }
}
