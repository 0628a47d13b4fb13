import vine from '@vinejs/vine'
import { TITLE_MAX_LENGTH } from '@posted-workers/domain'
import { atLeastOneTitleRule, representativeCountriesRule } from '#validators/rules/attachment_rules'

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

const title = () => vine.string().trim().maxLength(TITLE_MAX_LENGTH).nullable().optional()

/**
 * An attachment as the back-office creates or updates it (the `input` part of its multipart body, or its JSON
 * body): a title in at least one of fr, pl, en, one or more representative countries, the promo-code-holders flag
 * and whether it is offered. Messages: `attachments.validation.<field>.<rule>` first, then the shared ones.
 */
export const adminAttachmentValidator = vine.compile(
  vine.object({
    titles: vine.object({
      fr: title().use(atLeastOneTitleRule()),
      pl: title(),
      en: title(),
    }),
    countryCodes: vine
      .array(
        vine
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/)
          .toUpperCase()
      )
      .minLength(1)
      .maxLength(40)
      .use(representativeCountriesRule()),
    hasCode: vine.boolean().optional(),
    isActive: vine.boolean().optional(),
  })
)
