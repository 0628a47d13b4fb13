import { describe, expect, it } from 'vitest'
import { dictionaries } from '@/i18n/dictionaries'
import { translate } from '@/i18n/messages'
import { LANGUAGES } from '@/i18n/languages'
import { faqByLanguage } from '../data'
import { FAQ_IDS } from '../data/types'
import { faqTokens, resolveFaqText } from './faqText'

describe('the FAQ names buttons as they read', () => {
  it.each(LANGUAGES)('every button, section and question it mentions exists (%s)', (lang) => {
    const faq = faqByLanguage[lang]
    for (const id of FAQ_IDS) {
      for (const token of faqTokens(`${faq[id].question} ${faq[id].answer}`)) {
        if (token.kind === 'label')
          expect(dictionaries[lang], `${id}: ${token.key}`).toHaveProperty([token.key])
        else expect(FAQ_IDS, `${id}: ${token.key}`).toContain(token.key)
      }
    }
  })

  it.each([
    ['en', 'addDriver', 'click "Add a driver"'],
    ['fr', 'addDriver', 'cliquez sur «\u00a0Ajouter un conducteur\u00a0»'],
    ['pl', 'addDriver', 'kliknij „Dodaj kierowcę”'],
    ['en', 'buyMore', 'Click "Add drivers or countries" above your contracts.'],
    ['en', 'addDriver', '(see "How do I buy more services (more drivers or more countries)?")'],
  ] as const)('%s %s reads %j', (lang, id, expected) => {
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key)
    expect(resolveFaqText(faqByLanguage[lang][id].answer, t, faqByLanguage[lang])).toContain(expected)
  })

  it('leaves no token unresolved', () => {
    for (const lang of LANGUAGES) {
      const t = (key: Parameters<typeof translate>[1]) => translate(lang, key)
      for (const id of FAQ_IDS) {
        expect(resolveFaqText(faqByLanguage[lang][id].answer, t, faqByLanguage[lang])).not.toContain('{{')
      }
    }
  })
})
