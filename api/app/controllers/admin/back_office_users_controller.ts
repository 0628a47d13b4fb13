import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CreateBackOfficeUser from '#actions/back_office_users/create_back_office_user'
import UpdateBackOfficeUser from '#actions/back_office_users/update_back_office_user'
import ResetBackOfficeSecondFactor from '#actions/back_office_users/reset_back_office_second_factor'
import { NotFoundException } from '#exceptions/not_found_exception'
import {
  BACK_OFFICE_USER_SORTS,
  backOfficeUsers,
  listBackOfficeUsers,
  type BackOfficeUserRow,
} from '#services/back_office_users/back_office_user_list'
import { presentBackOfficeUser } from '#services/presenters/back_office_user_presenter'
import { createBackOfficeUserValidator, updateBackOfficeUserValidator } from '#validators/back_office_users'
import { parseListQuery, sendPage } from '#services/http/list_query'

async function findBackOfficeUser(id: unknown) {
  const row: BackOfficeUserRow | null = await backOfficeUsers().where('users.id', Number(id)).first()
  if (!row) throw new NotFoundException()
  return presentBackOfficeUser(row)
}

/** The back-office's users (API.md, "Back-office users"): admins only, every write audited. */
export default class BackOfficeUsersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(BACK_OFFICE_USER_SORTS),
      defaultSort: 'lastName',
    })
    const { rows, total } = await listBackOfficeUsers(query)
    return sendPage(ctx, 'backOfficeUsers', query, rows.map(presentBackOfficeUser), total)
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return findBackOfficeUser(params.id)
  }

  @inject()
  async store({ request, response, auth, bouncer }: HttpContext, action: CreateBackOfficeUser) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const input = await request.validateUsing(createBackOfficeUserValidator)
    const id = await action.handle(auth.getUserOrFail(), input, request.ip(), request.id())
    return response.created(await findBackOfficeUser(id))
  }

  @inject()
  async update({ params, request, auth, bouncer }: HttpContext, action: UpdateBackOfficeUser) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    await findBackOfficeUser(params.id)
    const input = await request.validateUsing(updateBackOfficeUserValidator)
    await action.handle(auth.getUserOrFail(), Number(params.id), input, request.ip())
    return findBackOfficeUser(params.id)
  }

  /** Clears the user's second factor (they set up a new one at their next sign-in); answers the user. */
  @inject()
  async resetSecondFactor(
    { params, request, auth, bouncer, i18n }: HttpContext,
    action: ResetBackOfficeSecondFactor
  ) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    await action.handle(auth.getUserOrFail(), Number(params.id), request.ip(), request.id())
    const user = await findBackOfficeUser(params.id)
    return {
      ...user,
      successes: [{ message: i18n.t('backOfficeUsers.secondFactorReset', { login: user.login }) }],
    }
  }
}
