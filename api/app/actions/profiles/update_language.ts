import User from '#models/user'
import type { Locale } from '#enums/profile'

/**
 * The language a user's e-mails and documents follow (`users.locale`), whatever page they happen to read: the
 * portal offers to keep the language they switched to.
 */
export default class UpdateLanguage {
  async handle(user: User, language: Locale) {
    user.locale = language
    await user.save()
  }
}
