import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Validation messages of one area's calls: `<scope>.<field>.<rule>` first (the VAT calls' country select says
 * "Select a country" whatever went wrong; `vat.validation`, `attachments.validation`), then the shared messages
 * every form uses.
 */
export function scopedMessagesProvider(i18n: I18n, scope: string): MessagesProviderContact {
  const shared = i18n.createMessagesProvider()
  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: Record<string, unknown>) {
      const own = i18n.resolveIdentifier(`${scope}.${field.wildCardPath}.${rule}`)
      if (own) return i18n.formatRawMessage(own.message, { field: field.name, ...meta })
      return shared.getMessage(defaultMessage, rule, field, meta)
    },
  }
}
