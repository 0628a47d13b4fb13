import { LOCALES } from '#enums/profile'
import vine from '@vinejs/vine'
import { isoDate } from '@posted-workers/domain'

/** Most an admin may bill or credit at once, in cents (the columns are unsigned integers). */
const MAX_CENTS = 100_000_000

/** A calendar date 'YYYY-MM-DD', read back as that same string (impossible days are refused). */
const calendarDate = () => vine.date({ formats: ['YYYY-MM-DD'] }).transform(isoDate)
const cents = () => vine.number().withoutDecimals().range([0, MAX_CENTS])

/** An invoice an admin adds by hand to a contract; the date rules are business rules checked by the action. */
export const adminInvoiceValidator = vine.compile(
  vine.object({
    date: calendarDate(),
    amountWithoutTax: cents().positive(),
    // Sent by the specification's client; the tax is the VAT rule's (services/billing/vat_rule.ts), not this.
    amountTaxes: cents().optional(),
    description: vine.string().trim().minLength(1).maxLength(500),
  })
)

export const adminCreditNoteValidator = vine.compile(
  vine.object({
    date: calendarDate(),
    amount: cents().positive(),
  })
)

/** The language to download an issued document in (`?language=pl`); its issued language when absent. */
export const documentLanguageValidator = vine.compile(
  vine.object({ language: vine.enum(LOCALES).optional() })
)

/** The accountant's period (`?period=2026-11` or `?period=2026-Q4`): a month or a quarter of 1900 to 2999. */
export const billingPeriodValidator = vine.compile(
  vine.object({
    period: vine
      .string()
      .trim()
      .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2]|Q[1-4])$/),
  })
)
