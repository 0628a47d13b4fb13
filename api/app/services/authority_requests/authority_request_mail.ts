import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import User from '#models/user'
import AuthorityRequestRemindersNotification, {
  type ReminderRequest,
} from '#mails/authority_request_reminders_notification'
import { languageOf } from '#services/profiles/user_language'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { authorityRequestAnswers } from '#services/authority_requests/authority_request_rows'

/**
 * The e-mail of a company's inspectors' requests reminded on `sentOn`, to one user, with what each still lacks;
 * null when the user is gone or inactive, or nothing is missing any more.
 */
export async function authorityRequestRemindersMail(companyId: number, userId: number, sentOn: string) {
  const [user, claims] = await Promise.all([
    User.query().where('id', userId).where('company_id', companyId).where('is_active', true).first(),
    db
      .from('authority_request_reminders')
      .where('company_id', companyId)
      .where('sent_on', sentOn)
      .select('authority_request_id as id'),
  ])
  if (!user) return null
  const requests = (
    await authorityRequestAnswers(
      claims.map((claim) => Number(claim.id)),
      sentOn
    )
  ).filter((request) => request.missing.length > 0)
  if (requests.length === 0) return null
  const locale = languageOf(user)
  const i18n = i18nManager.locale(locale)
  const lines: ReminderRequest[] = requests.map((request) => {
    const names = new Map(request.drivers.map((driver) => [driver.id, driver.name]))
    const items = request.missing.map((item) => {
      const kind = i18n.t(`authority_requests.kind.${item.kind}`)
      return item.driverId === null ? kind : `${kind} (${names.get(item.driverId) ?? item.driverId})`
    })
    return {
      title: i18n.t('authority_requests.email.request', {
        country: countryName(request.countryCode, locale),
        authority: request.authority,
        reference: request.reference,
        due: formatDate(request.dueOn),
        days: request.daysLeft,
      }),
      missing: i18n.t('authority_requests.email.missing', { items: items.join(', ') }),
    }
  })
  return new AuthorityRequestRemindersNotification(user.email, locale, lines)
}
