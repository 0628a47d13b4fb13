/*
| Generic check-digit algorithms shared by several member states. Inputs are strings of digits already checked
| by the country's pattern.
*/

export function digitAt(value: string, index: number) {
  return value.charCodeAt(index) - 48
}

/** Σ weights[i] × digit[i], over as many digits as there are weights. */
export function weightedSum(value: string, weights: readonly number[]) {
  return weights.reduce((sum, weight, index) => sum + weight * digitAt(value, index), 0)
}

/** Remainder that is never negative, as check-digit formulas expect. */
export function mod(value: number, divisor: number) {
  return ((value % divisor) + divisor) % divisor
}

/** Luhn sum modulo 10: every second digit from the right is doubled (digits of the product added). */
export function luhnSum(value: string) {
  let sum = 0
  for (let position = 0; position < value.length; position++) {
    const digit = digitAt(value, value.length - 1 - position)
    const weighted = position % 2 === 1 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum % 10
}

export function isLuhnValid(value: string) {
  return luhnSum(value) === 0
}

/** The digit that makes `body` followed by it Luhn-valid. */
export function luhnCheckDigit(body: string) {
  return mod(10 - luhnSum(`${body}0`), 10)
}

/** ISO 7064 MOD 11,10 (German and Croatian numbers): the whole number, check digit included. */
export function isIso7064Mod11_10Valid(value: string) {
  let check = 5
  for (let index = 0; index < value.length; index++) {
    check = ((((check || 10) * 2) % 11) + digitAt(value, index)) % 10
  }
  return check === 1
}

/** ISO 7064 MOD 97-10 remainder of a string of digits and letters (A = 10 … Z = 35), digit by digit. */
export function mod97(value: string) {
  let remainder = 0
  for (const character of value) {
    const code = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** Whether year, month (1–12) and day name a real calendar day (birth dates inside personal numbers). */
export function isCalendarDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
