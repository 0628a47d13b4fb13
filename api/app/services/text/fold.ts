/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i', þ: 'th' }

/**
 * Text as searches and identifiers compare it: trimmed, lower case, without accents ("Łukasz Żak" → "lukasz zak").
 * Done in code because the databases' collations do not fold ł to l.
 */
export function foldText(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøæœßıþ]/g, (letter) => FOLDED[letter])
}
