/** The questions, in display order; every language answers all of them. */
export const FAQ_IDS = [
  'imiRegistration',
  'addDriver',
  'addDocuments',
  'duplicateFileName',
  'whichDocuments',
  'invoices',
  'representative',
  'contractEndDate',
  'purchasedDrivers',
  'buyMore',
  'renewal',
  'termsOfSale',
  'dismissDriver',
  'companyData',
  'changePassword',
  'changeEmail',
] as const

export type FaqId = (typeof FAQ_IDS)[number]

/** `answer` paragraphs are separated by a blank line. */
export type FaqEntry = { question: string; answer: string }

export type FaqData = Record<FaqId, FaqEntry>
