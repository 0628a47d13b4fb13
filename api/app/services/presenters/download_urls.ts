/**
 * Where the api serves a stored document, under the reader's language prefix (start/routes/billing.ts,
 * attachments.ts and api.ts): every answer that links one builds its link here.
 */
export const invoiceDownloadUrl = (id: number, lang: string) => `/${lang}/api/invoices/${id}/download`

export const creditNoteDownloadUrl = (id: number, lang: string) => `/${lang}/api/creditnotes/${id}/download`

export const attachmentDownloadUrl = (id: number, lang: string) => `/${lang}/api/attachment/${id}/download`

/** A representative country's current terms of sale in French or Polish. */
export const termsOfSaleDownloadUrl = (countryId: number, docLang: 'fr' | 'pl', lang: string) =>
  `/${lang}/api/representativeCountries/${countryId}/termsOfSales/${docLang}/download`
