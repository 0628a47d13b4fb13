import vine from '@vinejs/vine'

/**
 * The query of a ra-data-simple-rest list: filter and sort and range are JSON strings.
 * Unreadable values fall back to defaults rather than failing the page.
 */
export const listQueryValidator = vine.compile(
  vine.object({
    filter: vine.string().maxLength(2000).optional(),
    sort: vine.string().maxLength(200).optional(),
    range: vine.string().maxLength(100).optional(),
  })
)
