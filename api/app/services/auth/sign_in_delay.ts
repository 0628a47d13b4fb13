/**
 * How long a password check waits for an account others keep failing on (ARCHITECTURE.md, sign-in): the five wrong
 * passwords that lock are counted per account and address, so that a stranger cannot lock the owner out; across
 * addresses, failures past those five slow every address down instead, doubling from a quarter of a second to a
 * ceiling that keeps the owner's own sign-in bearable.
 */
export const FREE_FAILURES = 5
export const FIRST_DELAY_MS = 250
export const MAX_DELAY_MS = 4_000

/** The wait before checking a password, given the account's wrong passwords from every address in the window. */
export function signInDelayMs(failuresAcrossAddresses: number): number {
  if (!Number.isFinite(failuresAcrossAddresses) || failuresAcrossAddresses < FREE_FAILURES) return 0
  const doublings = Math.min(failuresAcrossAddresses - FREE_FAILURES, 16)
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS)
}
