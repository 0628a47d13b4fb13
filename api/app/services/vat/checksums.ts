/*
| The official check of each member state's VAT number, taking the number without its country prefix and already
| matching the country's pattern (see vat_formats.ts). Where a state issues several kinds of numbers (companies,
| persons, foreigners), each kind is told apart by its shape and checked by its own rule.
*/
import {
  digitAt,
  isCalendarDate,
  isIso7064Mod11_10Valid,
  isLuhnValid,
  luhnCheckDigit,
  luhnSum,
  mod,
  mod97,
  weightedSum,
} from '#services/vat/check_digits'

const last = (value: string) => digitAt(value, value.length - 1)

export function checkAT(number: string) {
  return mod(6 - luhnSum(number.slice(1, 8)), 10) === last(number)
}

export function checkBE(number: string) {
  return (Number(number.slice(0, 8)) + Number(number.slice(8))) % 97 === 0
}

/** Bulgaria: 9 digits for companies; 10 for persons (EGN), foreigners (LNC) and others, each its own weights. */
export function checkBG(number: string) {
  if (number.length === 9) {
    let check = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11
    if (check === 10) check = weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11
    return check % 10 === last(number)
  }
  // The month of an EGN also gives the century: +20 for births in the 1800s, +40 in the 2000s.
  const month = Number(number.slice(2, 4))
  const offset = month > 40 ? 40 : month > 20 ? 20 : 0
  const year = Number(number.slice(0, 2)) + (offset === 40 ? 2000 : offset === 20 ? 1800 : 1900)
  const egnDate = isCalendarDate(year, month - offset, Number(number.slice(4, 6)))
  const egn = egnDate && (weightedSum(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last(number)
  const foreigner = weightedSum(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last(number)
  const other = mod(11 - weightedSum(number, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === last(number)
  return egn || foreigner || other
}

const CY_EVEN_INDEX_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]

export function checkCY(number: string) {
  if (number.startsWith('12')) return false
  let sum = 0
  for (let index = 0; index < 8; index++) {
    sum += index % 2 === 0 ? CY_EVEN_INDEX_VALUES[digitAt(number, index)] : digitAt(number, index)
  }
  return String.fromCharCode(65 + (sum % 26)) === number[8]
}

/** Czech birth number (rodné číslo): a birth date, and for 10 digits the whole number divisible by 11. */
function isCzechBirthNumber(number: string) {
  let year = 1900 + Number(number.slice(0, 2))
  if (number.length === 9) {
    if (year >= 1980) year -= 100
    if (year > 1953) return false
  } else if (year < 1954) {
    year += 100
  }
  const month = (Number(number.slice(2, 4)) % 50) % 20
  if (!isCalendarDate(year, month, Number(number.slice(4, 6)))) return false
  return number.length === 9 || (Number(number.slice(0, 9)) % 11) % 10 === last(number)
}

export function checkCZ(number: string) {
  if (number.length === 8) {
    if (number.startsWith('9')) return false
    const check = mod(11 - weightedSum(number, [8, 7, 6, 5, 4, 3, 2]), 11)
    return (check || 1) % 10 === last(number)
  }
  if (number.length === 9 && number.startsWith('6')) {
    const sum = weightedSum(number.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11
    return mod(8 - mod(10 - sum, 11), 10) === last(number)
  }
  return isCzechBirthNumber(number)
}

export const checkDE = isIso7064Mod11_10Valid

export function checkDK(number: string) {
  return weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0
}

export function checkEE(number: string) {
  return weightedSum(number, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0
}

export function checkEL(number: string) {
  return (weightedSum(number, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === last(number)
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

/** Spain: DNI (8 digits + letter), NIE (X/Y/Z…), K/L/M personal numbers, or a company CIF. */
export function checkES(number: string) {
  const letter = number[8]
  if (/^\d/.test(number)) return DNI_LETTERS[Number(number.slice(0, 8)) % 23] === letter
  if (/^[XYZ]/.test(number)) {
    const digits = String('XYZ'.indexOf(number[0])) + number.slice(1, 8)
    return DNI_LETTERS[Number(digits) % 23] === letter
  }
  if (/^[KLM]/.test(number)) return DNI_LETTERS[Number(number.slice(1, 8)) % 23] === letter
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}/.test(number)) return false
  // Sources disagree on which company types carry a letter or a digit: either form of the right value passes.
  const check = luhnCheckDigit(number.slice(1, 8))
  return letter === String(check) || letter === 'JABCDEFGHI'[check]
}

export function checkFI(number: string) {
  return weightedSum(number, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0
}

/** Letters allowed in a French key (I and O are left out). */
const FR_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** France: a two-character key then the SIREN (Luhn-valid, except Monaco's numbers starting 000). */
export function checkFR(number: string) {
  const siren = number.slice(2)
  if (!siren.startsWith('000') && !isLuhnValid(siren)) return false
  if (/^\d{2}/.test(number)) {
    return Number(number.slice(0, 2)) === (12 + 3 * (Number(siren) % 97)) % 97
  }
  const first = FR_KEY_ALPHABET.indexOf(number[0])
  const second = FR_KEY_ALPHABET.indexOf(number[1])
  const check = /^\d/.test(number) ? first * 24 + second - 10 : first * 34 + second - 100
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11
}

export const checkHR = isIso7064Mod11_10Valid

export function checkHU(number: string) {
  return weightedSum(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0
}

const IE_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV'

/** Ireland: 7 digits, a check letter and an optional second letter (since 2013), or the old 8-character form. */
export function checkIE(number: string) {
  const weighted = (digits: string, extra: number) =>
    IE_ALPHABET[(weightedSum(digits.padStart(7, '0'), [8, 7, 6, 5, 4, 3, 2]) + extra) % 23]
  if (/^\d{7}/.test(number)) {
    const second = number[8] ? IE_ALPHABET.indexOf(number[8]) : 0
    return second >= 0 && weighted(number.slice(0, 7), 9 * second) === number[7]
  }
  return weighted(number.slice(2, 7) + number[0], 0) === number[7]
}

/** Italy: a company number, a province office (001–100, 120, 121, 888, 999) and a Luhn check digit. */
export function checkIT(number: string) {
  const office = number.slice(7, 10)
  const knownOffice = (office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office)
  return Number(number.slice(0, 7)) > 0 && knownOffice && isLuhnValid(number)
}

/** Lithuania: 9 digits (companies, 8th digit 1) or 12 (temporary payers, 11th digit 1). */
export function checkLT(number: string) {
  if (number[number.length - 2] !== '1') return false
  const body = number.slice(0, -1)
  const sum = (shift: number) =>
    [...body].reduce((total, digit, index) => total + (1 + ((index + shift) % 9)) * Number(digit), 0) % 11
  let check = sum(0)
  if (check === 10) check = sum(2)
  return check % 10 === last(number)
}

export function checkLU(number: string) {
  return Number(number.slice(0, 6)) % 89 === Number(number.slice(6))
}

/** Latvia: companies (first digit above 3), personal codes with a birth date, or the new codes starting 32. */
export function checkLV(number: string) {
  if (number[0] > '3') return weightedSum(number, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3
  if (number.startsWith('32')) return true
  const year = 1800 + 100 * digitAt(number, 6) + Number(number.slice(4, 6))
  if (!isCalendarDate(year, Number(number.slice(2, 4)), Number(number.slice(0, 2)))) return false
  return ((1 + weightedSum(number, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === last(number)
}

export function checkMT(number: string) {
  return weightedSum(number, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0
}

/** Netherlands: RSIN/BSN eleven-test, or (sole traders since 2020) ISO 7064 MOD 97-10 over "NL" + number. */
export function checkNL(number: string) {
  if (Number(number.slice(0, 9)) === 0 || Number(number.slice(10)) === 0) return false
  const elevenTest = mod(weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0
  return elevenTest || mod97(`NL${number}`) === 1
}

export function checkPL(number: string) {
  const check = weightedSum(number, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
  return check !== 10 && check === last(number)
}

export function checkPT(number: string) {
  return mod(11 - weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10 === last(number)
}

export function checkRO(number: string) {
  const body = number.slice(0, -1).padStart(9, '0')
  return ((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === last(number)
}

export function checkSE(number: string) {
  return isLuhnValid(number.slice(0, 10))
}

export function checkSI(number: string) {
  const check = 11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11)
  return check !== 11 && check % 10 === last(number)
}

/** Slovakia: companies (divisible by 11, third digit 2, 3, 4, 7, 8 or 9) or a 10-digit birth number. */
export function checkSK(number: string) {
  const company = number[0] !== '0' && '234789'.includes(number[2]) && Number(number) % 11 === 0
  return company || isCzechBirthNumber(number)
}
