import vine from '@vinejs/vine'
import { COUNTRY_CODES } from '#services/reference/country_codes'

/** Any country's ISO code, whatever its case (a birth country, a nationality, a representative's country). */
export const countryCode = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .in([...COUNTRY_CODES])
