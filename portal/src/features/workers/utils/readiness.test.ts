import { describe, expect, it } from 'vitest'
import type { PostingReadiness } from '@posted-workers/domain'
import { translate, type MessageParams } from '@/i18n/messages'
import type { Language } from '@/i18n/languages'
import { emptyListKey, readinessReasons, readinessSummary, worstReadiness } from './readiness'

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: MessageParams) =>
  translate(lang, key, params)

const state = (overrides: Partial<PostingReadiness>): PostingReadiness => ({
  readiness: 'ready',
  missing: [],
  expiring: [],
  notReadySince: null,
  ...overrides,
})

const notReady = state({
  readiness: 'not_ready',
  missing: ['A1', 'DRIVER_CARD'],
  expiring: [{ category: 'DRIVING_LICENCE', validUntil: '2026-12-07' }],
  notReadySince: '2026-10-01',
})

describe('readinessReasons', () => {
  it.each([
    ['en', state({}), ['Every required document is valid']],
    [
      'en',
      notReady,
      [
        'Missing: A1 certificate, Driver card (tachograph)',
        'Driving licence ends on 07/12/2026',
        'Not ready since 01/10/2026',
      ],
    ],
    [
      'fr',
      notReady,
      [
        'Manquant : Certificat A1, Carte conducteur (chronotachygraphe)',
        'Permis de conduire : fin de validité le 07/12/2026',
        'Pas prêt depuis le 01/10/2026',
      ],
    ],
    [
      'pl',
      state({ readiness: 'expiring', expiring: [{ category: 'A1', validUntil: '2026-12-07' }] }),
      ['Zaświadczenie A1: ważne do 07/12/2026'],
    ],
    // Not ready with no known day: no "since" line rather than an empty date.
    [
      'en',
      state({ readiness: 'not_ready', missing: ['CPC'] }),
      ['Missing: Driver qualification (CPC, code 95)'],
    ],
  ] as const)('in %s: %j', (lang, readiness, expected) => {
    expect(readinessReasons(readiness, t(lang))).toEqual(expected)
  })

  it('says the state first in the one-sentence summary', () => {
    expect(
      readinessSummary(
        state({ readiness: 'expiring', expiring: [{ category: 'A1', validUntil: '2026-12-07' }] }),
        t('en')
      )
    ).toBe('Expiring soon. A1 certificate ends on 07/12/2026')
  })
})

describe('worstReadiness', () => {
  it.each([
    [[], null],
    [['ready', 'expiring', 'ready'], 'expiring'],
    [['expiring', 'not_ready', 'ready'], 'not_ready'],
    [['ready'], 'ready'],
  ] as const)('%j → %s', (states, expected) => {
    expect(worstReadiness(states.map((readiness) => state({ readiness })))?.readiness ?? null).toBe(expected)
  })
})

describe('emptyListKey', () => {
  it.each([
    ['', null, 'workers.empty'],
    ['  ', 'ready', 'readiness.noMatch'],
    ['now', 'not_ready', 'workers.noMatch'],
  ] as const)('search %j in %s', (filter, readiness, expected) => {
    expect(emptyListKey(filter, readiness, 'workers.empty')).toBe(expected)
  })
})
