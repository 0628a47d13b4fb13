/**
 * Unique values for factories. Tests run in one process and every functional test rolls back its writes, so a
 * process-wide counter is enough to keep logins, e-mails and VAT numbers unique.
 */
let counter = 0

export function nextSequence() {
  counter += 1
  return counter
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7]

/** A Polish VAT number (PL + NIP) whose check digit is right, e.g. PL5260250274. */
export function uniquePolishVatNumber() {
  for (;;) {
    const base = String(500_000_000 + nextSequence() * 7).padStart(9, '0')
    const check = NIP_WEIGHTS.reduce((sum, weight, index) => sum + weight * Number(base[index]), 0) % 11
    if (check !== 10) return `PL${base}${check}`
  }
}
