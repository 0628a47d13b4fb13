import vine from '@vinejs/vine'

/** `GET …/company/:id/attachments?countryCode=FR`: the optional country filter, a representative country code. */
export const attachmentListValidator = vine.compile(
  vine.object({
    countryCode: vine
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .toUpperCase()
      .optional(),
  })
)
