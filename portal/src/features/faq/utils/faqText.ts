import type { MessageKey, Translate } from '@/i18n/messages'
import type { FaqData } from '../data/types'

/** `{{label:workers.add}}`: a button or section named by its dictionary key; `{{faq:buyMore}}`: another question. */
const TOKEN = /\{\{(label|faq):([\w.]+)\}\}/g

/**
 * An answer as the reader sees it: the names of the buttons and sections it mentions come from the interface's own
 * dictionary, so the FAQ always names a button as the button reads.
 */
export function resolveFaqText(text: string, t: Translate, faq: FaqData): string {
  return text.replace(TOKEN, (_, kind: string, key: string) =>
    kind === 'label' ? t(key as MessageKey) : (faq[key as keyof FaqData]?.question ?? key)
  )
}

/** The tokens of a text, to check that each one names something that exists. */
export function faqTokens(text: string): { kind: 'label' | 'faq'; key: string }[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ kind: match[1] as 'label' | 'faq', key: match[2] }))
}
