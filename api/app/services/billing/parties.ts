import i18nManager from '@adonisjs/i18n/services/main'
import providerConfig from '#config/provider'
import type Company from '#models/company'
import type RepresentativeCompany from '#models/representative_company'
import type { Locale } from '#enums/profile'
import { addressLines } from '#services/billing/format'

/** A representative country's name in a language: the EU Mobility Package by its translated name. */
export function countryName(code: string, locale: Locale) {
  if (code === 'EU') return i18nManager.locale(locale).t('billing.countries.EU')
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}

/** The seller printed on documents: the provider's identity from config/provider.ts. */
export function sellerParty() {
  const { name, address, vatNumber } = providerConfig.seller
  return { name, addressLines: addressLines(address), vatNumber }
}

/** The customer as an invoice keeps it: name, VAT number and address lines, the country named in the invoice's language. */
export function customerSnapshot(company: Company, locale: Locale) {
  return {
    customerName: company.name,
    customerVatNumber: company.vatNumber,
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
