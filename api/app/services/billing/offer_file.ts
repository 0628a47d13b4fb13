import { createHash, randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { activeCountries } from '#services/purchase/offers'
import { countryName, sellerParty } from '#services/billing/parties'
import { sellerCountry, vatTreatmentFor } from '#services/billing/vat_rates'
import { MissingVatRateError } from '#services/billing/vat_rule'
import type { DocumentFile } from '#services/billing/document_files'
import { todayUtc } from '#services/contracts/contract_term'
import { isDuplicateKey } from '#services/database/duplicate_key'
import { renderOfferPdf, type OfferPdfData } from '#services/pdf/offer_pdf'

/** What the offer prints in `locale` today: the countries open for sale with their packages and prices, the VAT. */
async function offerData(locale: Locale): Promise<OfferPdfData> {
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
  return {
    locale,
    date: today,
    seller: sellerParty(locale),
    countries: named,
    domesticVatRateBasisPoints: domestic?.rateBasisPoints ?? null,
    orderUrl: `${env.get('APP_URL')}/${locale}/home`,
  }
}

/**
 * The offer's version: a hash of everything it prints (the data above, its day included, and the documents' texts
 * in its language), so that a changed price, package, country, VAT rate or wording is a new version at once.
 */
function offerVersion(data: OfferPdfData) {
  const translations = i18nManager.getTranslationsFor(data.locale)
  const texts = Object.keys(translations)
    .filter((key) => key.startsWith('billing.'))
    .sort()
    .map((key) => [key, translations[key]])
  return createHash('sha256').update(JSON.stringify({ data, texts })).digest('hex')
}

/** The stored PDF of `version`, when one is recorded and still in storage. */
async function storedOffer(version: string) {
  const row = await db.from('offer_files').where('version', version).first()
  const disk = drive.use()
  if (!row || !(await disk.exists(row.storage_key))) return null
  const { contentLength } = await disk.getMetaData(row.storage_key)
  return { body: await disk.getStream(row.storage_key), size: contentLength }
}

/**
 * Renders and stores a version. Each rendering writes a key of its own and records it once written, so that no
 * download ever reads a file still being written; when another process recorded the version first, its file stays
 * and this one is deleted (both hold the same offer).
 */
async function renderAndStore(data: OfferPdfData, version: string) {
  const bytes = await renderOfferPdf(data)
  const disk = drive.use()
  const key = `offers/${data.locale}/${version}-${randomUUID()}.pdf`
  await disk.put(key, bytes, { contentType: 'application/pdf' })
  try {
    await db
      .table('offer_files')
      .insert({ version, locale: data.locale, storage_key: key, created_at: new Date() })
  } catch (error) {
    if (!isDuplicateKey(error, 'PRIMARY')) throw error
    const recorded = await db.from('offer_files').where('version', version).firstOrFail()
    // A recorded file gone from storage (a storage restored without it) is replaced by this one.
    if (await disk.exists(recorded.storage_key)) await disk.delete(key)
    else await db.from('offer_files').where('version', version).update({ storage_key: key })
  }
  return bytes
}

/** Renderings under way in this process, by version: downloads that arrive meanwhile wait for the same one. */
const rendering = new Map<string, Promise<Buffer>>()

/**
 * The offer in `locale`: the stored PDF of what it prints today, rendered and stored on the first download of a
 * version, which every later download (on any api process) sends as it is.
 */
export async function offerFile(locale: Locale): Promise<DocumentFile> {
  const fileName = `${i18nManager.locale(locale).t('billing.offer.fileName')}.pdf`
  const data = await offerData(locale)
  const version = offerVersion(data)
  const stored = await storedOffer(version)
  if (stored) return { fileName, ...stored }
  let bytes = rendering.get(version)
  if (!bytes) {
    bytes = renderAndStore(data, version).finally(() => rendering.delete(version))
    rendering.set(version, bytes)
  }
  const body = await bytes
  return { fileName, body, size: body.length }
}
