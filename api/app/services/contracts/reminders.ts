import { contractState, remainingDays } from '#services/contracts/contract_term'

/** Reminder days, from 30 days before the end down to the last day. */
export const REMINDER_WINDOW_DAYS = 30
/** Days before the end when a reminder e-mail goes out (each once). */
export const REMINDER_EMAIL_DAYS = [30, 14, 7, 1] as const

export interface ReminderContract {
  startDate: string
  endDate: string
  dismissedReminders: number[] | null
}

/**
 * A contract is expiring when it is active, 30 days or fewer remain, no renewal of the same country starts later,
 * and some reminder day at or above the remaining days has not been dismissed (ARCHITECTURE.md).
 */
export function isExpiring(contract: ReminderContract, today: string, hasLaterRenewal: boolean) {
  if (hasLaterRenewal || contractState(contract, today) !== 'active') return false
  const left = remainingDays(contract.endDate, today)
  if (left > REMINDER_WINDOW_DAYS) return false
  const dismissed = new Set(contract.dismissedReminders ?? [])
  for (let day = left; day <= REMINDER_WINDOW_DAYS; day++) if (!dismissed.has(day)) return true
  return false
}

/** "Remind me later": every day from the remaining days up to 30 is dismissed, so the alert returns tomorrow. */
export function remindLater(dismissed: number[] | null, remaining: number) {
  const days = new Set(dismissed ?? [])
  for (let day = Math.max(0, remaining); day <= REMINDER_WINDOW_DAYS; day++) days.add(day)
  return [...days].sort((a, b) => b - a)
}

/** The reminder e-mail due today for a contract without renewal, if any. */
export function dueReminderEmail(contract: ReminderContract, today: string, hasLaterRenewal: boolean) {
  if (hasLaterRenewal || contractState(contract, today) !== 'active') return null
  const left = remainingDays(contract.endDate, today)
  return (REMINDER_EMAIL_DAYS as readonly number[]).includes(left) ? left : null
}
