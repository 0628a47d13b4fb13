import type { ContractChange } from '../enums.js'
import type { AdminListLink } from './billing_admin.js'

/**
 * The back-office home's charts (api/API.md, "Back-office home"): each point with the list filter that shows its
 * rows. Months and weeks are UTC calendar days; a month or a week without data is there with zeros.
 */
export interface AdminHomeChartsAnswer {
  today: string
  currency: string
  /** The last 12 months, oldest first (`YYYY-MM`): invoices by issue date, excluding tax and their VAT. */
  invoicedByMonth: {
    month: string
    amountWithoutTaxCents: number
    amountTaxesCents: number
    list: AdminListLink
  }[]
  /** The last 12 months, oldest first: contracts started new or renewed, or upgraded, in the month. */
  contractsByMonth: {
    month: string
    counts: Record<ContractChange, number>
    lists: Record<ContractChange, AdminListLink>
  }[]
  /** Contracts running today by representative country (`EU`: the Mobility Package), most first. */
  runningByCountry: { countryCode: string; count: number; list: AdminListLink }[]
  /** Contracts ending from today to 60 days ahead, by calendar week (Monday to Sunday, cut to that window). */
  endingByWeek: { from: string; to: string; count: number; list: AdminListLink }[]
}
