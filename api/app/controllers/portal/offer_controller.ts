import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { activeCountries } from '#services/purchase/offers'
import { countryName, sellerParty } from '#services/billing/parties'
import { sellerCountry, vatTreatmentFor } from '#services/billing/vat_rates'
import { MissingVatRateError } from '#services/billing/vat_rule'
import { todayUtc } from '#services/contracts/contract_term'
import { renderOfferPdf } from '#services/pdf/offer_pdf'
import { sendPdf } from '#services/billing/document_files'

export default class OfferController {
  /**
   * The offer as a PDF in the page's language (public, like the countries and prices the registration form shows):
   * the countries open for sale with their packages and monthly prices of the day.
   */
  async download({ response, i18n }: HttpContext) {
    const locale = i18n.locale as Locale
    const today = todayUtc()
    const countries = await activeCountries()
    // Without reference data (a rate not loaded yet), the offer still reads, without the figure.
    const domestic = await vatTreatmentFor({ countryCode: sellerCountry(), vatStatus: 'valid' }, today).catch(
      (error) => {
        if (error instanceof MissingVatRateError) return null
        throw error
      }
    )
    const named = countries.map((country) => ({
      name: country.isMobilityPackage
        ? i18nManager.locale(locale).t('billing.countries.EU')
        : countryName(country.code, locale),
      isMobilityPackage: country.isMobilityPackage,
      unlimitedPackageAmountCents: country.unlimitedPackageAmountCents,
      packages: [...country.workerPackages]
        .sort((a, b) => a.position - b.position || a.minWorkers - b.minWorkers)
        .map((pack) => ({
          minWorkers: pack.minWorkers,
          maxWorkers: pack.maxWorkers,
          perWorkerAmountCents: pack.perWorkerAmountCents,
          fixedAmountCents: pack.fixedAmountCents,
        })),
    }))
    named.sort(
      (a, b) =>
        Number(b.isMobilityPackage) - Number(a.isMobilityPackage) || a.name.localeCompare(b.name, locale)
    )
    const bytes = await renderOfferPdf({
      locale,
      date: today,
      seller: sellerParty(locale),
      countries: named,
      domesticVatRateBasisPoints: domestic?.rateBasisPoints ?? null,
      orderUrl: `${env.get('APP_URL')}/${locale}/home`,
    })
    response.header('Cache-Control', 'no-store')
    const fileName = `${i18nManager.locale(locale).t('billing.offer.fileName')}.pdf`
    return sendPdf(response, { fileName, body: bytes, size: bytes.length })
  }
}
