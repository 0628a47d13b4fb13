import { test } from '@japa/runner'
import { identifierKey, identifierKeys, resolveIdentifierClashes } from '#services/auth/identifiers'

test.group('Auth | identifier keys', () => {
  test('"{value}" compares as "{expected}"')
    .with([
      { value: 'jan.kowalski', expected: 'jan.kowalski' },
      { value: '  Jan.Kowalski  ', expected: 'jan.kowalski' },
      { value: 'JAN@TRANS.PL', expected: 'jan@trans.pl' },
      { value: 'Łukasz.Żak@Przykład.pl', expected: 'lukasz.zak@przyklad.pl' },
      { value: 'zoë.renée@exemple.fr', expected: 'zoe.renee@exemple.fr' },
      { value: 'ŚWIĘTY-ĆMA_ĄĘ', expected: 'swiety-cma_ae' },
      { value: 'straße', expected: 'strasse' },
      { value: 'ﬁrst', expected: 'first' },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.equal(identifierKey(value), expected)
    })

  test('a login equal to its e-mail gives one identifier, else two', ({ assert }) => {
    assert.deepEqual(identifierKeys({ login: 'Jan@Trans.pl', email: 'jan@trans.pl' }), ['jan@trans.pl'])
    assert.deepEqual(identifierKeys({ login: 'jan', email: 'jan@trans.pl' }), ['jan', 'jan@trans.pl'])
  })

  test('existing clashes: e-mails win, the earlier user wins, a clashing login becomes its e-mail', ({
    assert,
  }) => {
    const { identifiers, loginChanges, unresolved } = resolveIdentifierClashes([
      { id: 2, login: 'ANNA@fleet.pl', email: 'boss@fleet.pl' },
      { id: 1, login: 'anna', email: 'anna@fleet.pl' },
      { id: 3, login: 'boss', email: 'Ánna@Fleet.pl' },
      { id: 4, login: 'anna', email: 'zoe@fleet.pl' },
    ])

    assert.deepEqual(loginChanges, [
      { userId: 2, from: 'ANNA@fleet.pl', to: 'boss@fleet.pl' },
      { userId: 4, from: 'anna', to: 'zoe@fleet.pl' },
    ])
    assert.deepEqual(unresolved, [{ userId: 3, email: 'Ánna@Fleet.pl' }])
    assert.deepEqual(Object.fromEntries(identifiers), {
      'anna@fleet.pl': 1,
      'boss@fleet.pl': 2,
      'zoe@fleet.pl': 4,
      anna: 1,
      boss: 3,
    })
  })
})
