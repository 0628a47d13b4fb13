import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { hasSomeTitle } from '@posted-workers/domain'

/**
 * On the first title field (`titles.fr`): at least one language has a title. Implicit, so that it runs when the
 * field itself is empty; the message lands on that field, where the form shows it.
 */
export const atLeastOneTitleRule = vine.createRule(
  (_value: unknown, _options: undefined, field: FieldContext) => {
    if (!hasSomeTitle(field.parent)) field.report('Enter a title', 'atLeastOneTitle', field)
  },
  { implicit: true }
)

/** Every code is a representative country's (active or not): an unknown one is named in the message. */
export const representativeCountriesRule = vine.createRule(
  async (value: unknown, _options: undefined, field: FieldContext) => {
    if (!Array.isArray(value) || value.length === 0 || !field.isValid) return
    // The array's rules see the codes as sent, before each is trimmed and upper-cased.
    const codes = value
      .filter((code): code is string => typeof code === 'string')
      .map((code) => code.trim().toUpperCase())
    const known = new Set(
      (await db.from('representative_countries').whereIn('code', codes).select('code')).map(
        (row: { code: string }) => row.code
      )
    )
    const unknown = codes.filter((code) => !known.has(code))
    if (unknown.length > 0) {
      field.report('Unknown country', 'representativeCountries', field, { codes: unknown.join(', ') })
    }
  }
)
