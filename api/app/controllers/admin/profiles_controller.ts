import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Profile from '#models/profile'
import UpdateProfileAsAdmin from '#actions/profiles/update_profile_as_admin'
import ResetCustomerSecondFactor from '#actions/profiles/reset_customer_second_factor'
import { updateProfileAsAdminValidator } from '#validators/profile'
import { listProfiles, PROFILE_SORTS } from '#services/profiles/profile_list'
import { presentAdminProfile, profileRowOf } from '#services/presenters/profile_presenter'
import { parseListQuery, sendPage } from '#services/http/list_query'

async function loadAdminProfile(id: unknown) {
  const profile = await Profile.query()
    .where('id', Number(id))
    .preload('phones')
    .preload('user', (user) => user.preload('company'))
    .firstOrFail()
  return profileRowOf(profile)
}

export default class ProfilesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('ProfilePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(PROFILE_SORTS),
      defaultSort: 'companyName',
    })
    const { rows, total, hasNextPage, cap } = await listProfiles(query)
    return sendPage(ctx, 'profiles', query, rows.map(presentAdminProfile), total, hasNextPage, cap)
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('ProfilePolicy').authorize('manage')
    return presentAdminProfile(await loadAdminProfile(params.id))
  }

  @inject()
  async update({ params, request, auth, bouncer }: HttpContext, action: UpdateProfileAsAdmin) {
    await bouncer.with('ProfilePolicy').authorize('manage')
    const input = await request.validateUsing(updateProfileAsAdminValidator)
    await action.handle(auth.getUserOrFail(), Number(params.id), input, request.ip())
    return presentAdminProfile(await loadAdminProfile(params.id))
  }

  /** Turns off a customer's second factor (lost phone and recovery codes); answers the profile. */
  @inject()
  async resetSecondFactor(
    { params, request, auth, bouncer, i18n }: HttpContext,
    action: ResetCustomerSecondFactor
  ) {
    await bouncer.with('ProfilePolicy').authorize('manage')
    await action.handle(auth.getUserOrFail(), Number(params.id), request.ip(), request.id())
    const profile = presentAdminProfile(await loadAdminProfile(params.id))
    return {
      ...profile,
      successes: [{ message: i18n.t('profiles.secondFactorReset', { login: profile.login }) }],
    }
  }
}
