import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import Profile from '#models/profile'
import User from '#models/user'
import UpdateOwnProfile from '#actions/profiles/update_own_profile'
import UpdateLanguage from '#actions/profiles/update_language'
import { updateLanguageValidator, updateOwnProfileValidator } from '#validators/profile'
import { loadUserRelations, presentUser } from '#services/presenters/user_presenter'
import { NotFoundException } from '#exceptions/not_found_exception'

export default class ProfileController {
  /** The profile page's form. A customer may only name their own user; an admin any. */
  @inject()
  async update({ request, bouncer, i18n }: HttpContext, action: UpdateOwnProfile) {
    const { userID, profile: input } = await request.validateUsing(updateOwnProfileValidator)
    const profile = await Profile.findBy('userId', userID)
    if (!profile || (await bouncer.with('ProfilePolicy').denies('update', profile))) {
      throw new NotFoundException()
    }
    await action.handle(profile, input)
    const user = await loadUserRelations(await User.findOrFail(userID))
    return { updated: true, user: presentUser(user), successes: [{ message: i18n.t('auth.profileUpdated') }] }
  }

  /** The signed-in user's own language for e-mails and documents. */
  @inject()
  async language({ request, auth }: HttpContext, action: UpdateLanguage) {
    const { language } = await request.validateUsing(updateLanguageValidator)
    const user = auth.getUserOrFail()
    await action.handle(user, language)
    return {
      updated: true,
      user: presentUser(await loadUserRelations(user)),
      successes: [{ message: i18nManager.locale(language).t('auth.languageUpdated') }],
    }
  }
}
