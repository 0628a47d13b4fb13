import i18nManager from '@adonisjs/i18n/services/main'
import providerConfig from '#config/provider'
import type Company from '#models/company'
import type RepresentativeCompany from '#models/representative_company'
import type { Locale } from '#enums/profile'
import { addressLines, formatMoney } from '#services/billing/format'

/** A representative country's name in a language: the EU Mobility Package by its translated name. */
export function countryName(code: string, locale: Locale) {
  if (code === 'EU') return i18nManager.locale(locale).t('billing.countries.EU')
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}

/** The languages documents are issued in: a trailing country written in any of them is the seller's country. */
const DOCUMENT_LOCALES: Locale[] = ['fr', 'pl', 'en']

/**
 * The seller printed on documents (config/provider.ts): its address with its country named in the document's
 * language, and the legal mentions French law asks of a company (legal form, share capital, SIREN, RCS city).
 */
export function sellerParty(locale: Locale) {
  const { name, address, vatNumber, country, legalForm, shareCapitalEuros, siren, rcsCity } =
    providerConfig.seller
  const lines = addressLines(address)
  const countryNames = DOCUMENT_LOCALES.map((language) => countryName(country, language).toLowerCase())
  if (lines.length > 1 && countryNames.includes(lines[lines.length - 1].toLowerCase())) lines.pop()
  const legal = i18nManager.locale(locale).t('billing.sellerLegal', {
    form: legalForm,
    capital: formatMoney(shareCapitalEuros * 100, 'EUR', locale),
    siren: siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'),
    city: rcsCity,
  })
  return { name, addressLines: [...lines, countryName(country, locale)], vatNumber, legalLines: [legal] }
}

/** What an invoice keeps of its customer. */
export type CustomerCompany = Pick<
  Company,
  'name' | 'vatNumber' | 'countryCode' | 'addressLine1' | 'addressLine2' | 'postalCode' | 'city'
>

/** The customer as an invoice keeps it: name, VAT number and address lines, the country named in the invoice's language. */
export function customerSnapshot(company: CustomerCompany, locale: Locale) {
  return {
    customerName: company.name,
    customerVatNumber: company.vatNumber,
    customerCountryCode: company.countryCode,
    customerAddress: [
      company.addressLine1,
      company.addressLine2,
      `${company.postalCode} ${company.city}`,
      countryName(company.countryCode, locale),
    ]
      .filter((line) => line && line.trim())
      .join('\n'),
  }
}

/**
 * An invoice's customer address worded in another language: its last line, the country named in the language the
 * invoice was issued in, is named in `locale` instead.
 */
export function customerAddressIn(
  snapshot: { customerAddress: string; customerCountryCode: string | null },
  issuedIn: Locale,
  locale: Locale
) {
  const lines = addressLines(snapshot.customerAddress)
  const code = snapshot.customerCountryCode
  if (code && lines.length > 1 && lines[lines.length - 1] === countryName(code, issuedIn)) {
    lines[lines.length - 1] = countryName(code, locale)
  }
  return lines
}

/** The representative company as the terms of sale name it, address lines included. */
export function representativeParty(company: RepresentativeCompany, locale: Locale) {
  const cityLine = [company.postalCode, company.city].filter(Boolean).join(' ')
  return {
    name: company.name,
    addressLines: [
      company.addressLine1,
      company.addressLine2,
      cityLine,
      company.countryCode ? countryName(company.countryCode, locale) : null,
    ].filter((line): line is string => Boolean(line && line.trim())),
    phone: company.phoneNumber || null,
    email: company.email || null,
    siret: company.siret,
    siren: company.siren,
    vatNumber: company.vatNumber,
    fiscalCode: company.fiscalCode,
  }
}
