import vine from '@vinejs/vine'

export const validateRequestValidator = vine.compile(
  vine.object({
    startDates: vine
      .array(
        vine.object({
          countryCode: vine.string().trim().toUpperCase().fixedLength(2),
          startDate: vine.date({ formats: ['YYYY-MM-DD'] }),
        })
      )
      .minLength(1)
      .maxLength(40),
  })
)
