import { addDays, daysBetween, workingDaysBefore } from './calendar.js'
import type { DocumentCategory } from './enums.js'
import { isValidOn, type ValidityDocument } from './readiness.js'

/**
 * When the company is told that a driver's document ends (ARCHITECTURE.md, reminders): 30 and 7 days before its last
 * day and the day after it. A tachograph card must be renewed 15 working days before it ends (Regulation (EU)
 * 165/2014, art. 28): its first reminder comes 30 days before that day. Each stage is sent once; a stage whose day
 * has passed unsent (a document uploaded late, a day without the job) is sent while it is the latest one due, and a
 * document ended more than a week ago is not announced any more. Pure, with the day given.
 */
export const DOCUMENT_REMINDER_STAGES = ['first', 'second', 'ended'] as const
export type DocumentReminderStage = (typeof DOCUMENT_REMINDER_STAGES)[number]

/** Days after its end during which an ended document is still announced. */
export const ENDED_REMINDER_DAYS = 7

export const DRIVER_CARD_RENEWAL_WORKING_DAYS = 15

/** The days on which each stage of a document ending on `validUntil` falls. */
export function reminderDays(category: DocumentCategory, validUntil: string) {
  const first =
    category === 'DRIVER_CARD'
      ? addDays(workingDaysBefore(validUntil, DRIVER_CARD_RENEWAL_WORKING_DAYS), -30)
      : addDays(validUntil, -30)
  return { first, second: addDays(validUntil, -7), ended: addDays(validUntil, 1) }
}

/** The last day on which a tachograph card's renewal may be applied for. */
export function driverCardApplyBy(validUntil: string) {
  return workingDaysBefore(validUntil, DRIVER_CARD_RENEWAL_WORKING_DAYS)
}

/**
 * The stage due on `today` for a document, or null. `others` are the documents of the same category the driver
 * holds for the same posting: when one of them is valid the day after this one ends, this one's end is no news.
 */
export function dueReminderStage(
  document: ValidityDocument,
  others: ValidityDocument[],
  today: string
): DocumentReminderStage | null {
  if (document.validUntil === null) return null
  const dayAfter = addDays(document.validUntil, 1)
  if (others.some((other) => other !== document && isValidOn(other, dayAfter))) return null
  const days = reminderDays(document.category, document.validUntil)
  if (today >= days.ended) {
    return daysBetween(days.ended, today) < ENDED_REMINDER_DAYS ? 'ended' : null
  }
  if (today >= days.second) return 'second'
  if (today >= days.first) return 'first'
  return null
}
