import type { Language } from '@/i18n/languages'
import type { MessageKey, Translate } from '@/i18n/messages'

/** The texts of one count, a key per plural form of the languages we speak (Polish has three: 1 dzień, 2 dni, 5 dni). */
export type PluralKeys = { one: MessageKey; few: MessageKey; many: MessageKey; other: MessageKey }

/** The text of `count` in the form its language gives that number, with `{count}` filled in. */
export function plural(keys: PluralKeys, count: number, lang: Language, t: Translate): string {
  const category = new Intl.PluralRules(lang).select(count)
  const key = category in keys ? keys[category as keyof PluralKeys] : keys.other
  return t(key, { count })
}
