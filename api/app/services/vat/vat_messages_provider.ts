import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Validation messages of the VAT calls: `vat.validation.<field>.<rule>` first (the country select says "Select a
 * country" whatever went wrong), then the shared messages every form uses.
 */
export function vatMessagesProvider(i18n: I18n): MessagesProviderContact {
  const shared = i18n.createMessagesProvider()
  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: Record<string, unknown>) {
      const own = i18n.resolveIdentifier(`vat.validation.${field.wildCardPath}.${rule}`)
      if (own) return i18n.formatRawMessage(own.message, { field: field.name, ...meta })
      return shared.getMessage(defaultMessage, rule, field, meta)
    },
  }
}
