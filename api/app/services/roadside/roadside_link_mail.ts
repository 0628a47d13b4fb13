import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import RoadsideLink from '#models/roadside_link'
import RoadsideLinkNotification from '#mails/roadside_link_notification'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { todayUtc } from '#services/contracts/contract_term'
import { linkUrl } from '#services/roadside/roadside_links'

/** The e-mail of a link sent (`roadside_link_sends`), built when the job runs; null once the link no longer answers. */
export async function roadsideLinkMail(sendId: number) {
  const send = await db.from('roadside_link_sends').where('id', sendId).first()
  if (!send) return null
  const link = await RoadsideLink.find(send.roadside_link_id)
  if (!link || link.revokedAt || link.expiresOn < todayUtc()) return null
  const facts = await db
    .from('workers')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .join('companies', 'companies.id', 'workers.company_id')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .where('workers.id', link.workerId)
    .select(
      'drivers.first_name as firstName',
      'drivers.last_name as lastName',
      'companies.name as company',
      'representative_countries.code as countryCode',
      'representative_countries.is_mobility_package as isMobilityPackage',
      'worker_contracts.end_date as endDate'
    )
    .first()
  if (!facts) return null
  const locale = send.locale as Locale
  return new RoadsideLinkNotification(send.email, locale, {
    company: facts.company,
    driver: `${facts.firstName} ${facts.lastName}`,
    country: facts.isMobilityPackage
      ? i18nManager.locale(locale).t('roadside.certificate.mobilityPackage')
      : countryName(facts.countryCode, locale),
    end: formatDate(facts.endDate),
    url: linkUrl(link, locale),
  })
}
