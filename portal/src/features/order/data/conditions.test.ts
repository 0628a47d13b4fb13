import { describe, expect, it } from 'vitest'
import { conditionsIn } from './index'

function latePaymentParagraph(lang: 'fr' | 'pl' | 'en', multiple: number) {
  const paragraphs = conditionsIn(lang, multiple).articles.flatMap((article) => article.paragraphs)
  return paragraphs.filter((paragraph) => paragraph.includes('40 €') || paragraph.includes('€40'))
}

describe('the general terms’ late-payment clause', () => {
  it.each([
    ['fr', 3, 'au taux de trois fois le taux d’intérêt légal'],
    ['pl', 3, 'w wysokości trzykrotności odsetek ustawowych'],
    ['en', 3, 'at three times the legal interest rate'],
    ['fr', 4, 'au taux de quatre fois le taux d’intérêt légal'],
    ['en', 3.5, 'at 3.5 times the legal interest rate'],
  ] as const)('in %s with a multiple of %d says %j', (lang, multiple, words) => {
    const [paragraph, ...others] = latePaymentParagraph(lang, multiple)
    expect(others).toHaveLength(0)
    expect(paragraph).toContain(words)
    expect(paragraph).not.toContain('{latePaymentRate}')
  })

  it('names no discount for early payment in every language', () => {
    expect(latePaymentParagraph('fr', 3)[0]).toContain('Aucun escompte')
    expect(latePaymentParagraph('pl', 3)[0]).toContain('nie udziela się skonta')
    expect(latePaymentParagraph('en', 3)[0]).toContain('No discount')
  })
})
