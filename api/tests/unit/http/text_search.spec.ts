import { test } from '@japa/runner'
import { booleanModeQuery, MAX_SEARCH_LENGTH, readTextSearch } from '#services/http/text_search'
import { containsPattern, startsWithPattern } from '#services/http/list_query'
import { wordsOf } from '#services/text/search_words'

test.group('Text search | booleanModeQuery', () => {
  test('{title}')
    .with([
      { title: 'one word, required, as a prefix', text: 'logistics', expected: '+logistics*' },
      { title: 'lower case', text: 'LOGIST', expected: '+logist*' },
      { title: 'every word required', text: 'Echo  Spe', expected: '+echo* +spe*' },
      { title: 'a word repeated once', text: 'trans Trans TRANS', expected: '+trans*' },
      { title: 'words shorter than three characters left out', text: 'Jan Li', expected: '+jan*' },
      { title: 'only short words: none', text: 'Li Wu', expected: null },
      {
        title: 'folded as the stored copies: no accents, ł as l',
        text: 'Żółć Łódź',
        expected: '+zolc* +lodz*',
      },
      { title: 'a letter that folds to two', text: 'Straße', expected: '+strasse*' },
      { title: 'words counted once folded', text: 'łódź LODZ', expected: '+lodz*' },
      { title: 'letters of any script', text: 'Ελλάδα Київ', expected: '+ελλαδα* +киів*' },
      { title: 'digits and underscores are word characters', text: 'x_y 2026', expected: '+x_y* +2026*' },
      {
        title: 'an e-mail is cut into its words',
        text: 'jan.kowalski@mailbox.example',
        expected: '+jan* +kowalski* +mailbox* +example*',
      },
      { title: 'an apostrophe separates words', text: "O'Brien", expected: '+brien*' },
      { title: 'quotes are separators', text: '"logistics"', expected: '+logistics*' },
      {
        title: 'operators are separators',
        text: '+logistics -cargo <a >b (c) ~d *e @f',
        expected: '+logistics* +cargo*',
      },
      { title: 'an operator inside a word cuts it', text: 'trans+port*', expected: '+trans* +port*' },
      { title: 'only operators: none', text: '+-<>()~*"@', expected: null },
      { title: 'empty: none', text: '', expected: null },
      { title: 'a LIKE wildcard is a separator', text: '100%', expected: '+100*' },
      { title: 'SQL in the text is only words', text: "') OR 1=1 -- ", expected: null },
      {
        title: 'at most eight words',
        text: 'one two three four five six seven eight nine ten',
        expected: '+one* +two* +three* +four* +five* +six* +seven* +eight*',
      },
      { title: 'a word cut at 84 characters', text: 'a'.repeat(100), expected: `+${'a'.repeat(84)}*` },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(booleanModeQuery(row.text), row.expected)
    })

  test('the query holds only words, +, * and spaces, whatever the text', ({ assert }) => {
    const hostile = [
      '"\'`+-<>()~*@\\%_;',
      '\u0000abc\u202edef',
      'a"b"c\'d\'e',
      '(((((logistics)))))',
      '@@@abc@@@',
    ]
    for (const text of hostile) {
      const query = booleanModeQuery(text)
      if (query !== null) assert.match(query, /^(\+[\p{L}\p{M}\p{N}_]+\*)( \+[\p{L}\p{M}\p{N}_]+\*)*$/u)
    }
  })
})

test.group('Text search | readTextSearch and LIKE patterns', () => {
  test('a filter value becomes a search, or none', ({ assert }) => {
    assert.deepEqual(readTextSearch('  Echo Spe '), {
      text: 'Echo Spe',
      words: ['echo', 'spe'],
      fullText: '+echo* +spe*',
    })
    assert.deepEqual(readTextSearch('ab'), { text: 'ab', words: [], fullText: null })
    assert.isUndefined(readTextSearch('   '))
    assert.isUndefined(readTextSearch(42))
    assert.isUndefined(readTextSearch(['logistics']))
    assert.isUndefined(readTextSearch('x'.repeat(MAX_SEARCH_LENGTH + 1)))
    assert.equal(readTextSearch('x'.repeat(MAX_SEARCH_LENGTH))?.text.length, MAX_SEARCH_LENGTH)
  })

  test('LIKE wildcards are literal in both patterns', ({ assert }) => {
    assert.equal(containsPattern('100%_x\\'), '%100\\%\\_x\\\\%')
    assert.equal(startsWithPattern('PW-2026_%'), 'PW-2026\\_\\%%')
  })
})

test.group('Text search | the words kept of a name', () => {
  test('{title}')
    .with([
      {
        title: 'folded, in order, once each',
        text: 'Trans TRANS Łódź Żuraw',
        expected: ['trans', 'lodz', 'zuraw'],
      },
      { title: 'words shorter than three characters left out', text: 'Jan Li & Co', expected: ['jan'] },
      { title: 'signs cut words', text: "O'Brien-Smith Sp. z o.o.", expected: ['brien', 'smith'] },
      {
        title: 'digits and underscores are word characters',
        text: 'Cargo_24 2026',
        expected: ['cargo_24', '2026'],
      },
      { title: 'a letter that folds to two', text: 'Straße', expected: ['strasse'] },
      { title: 'cut at 84 characters', text: 'b'.repeat(90), expected: ['b'.repeat(84)] },
      { title: 'nothing to keep', text: ' -- ', expected: [] },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(wordsOf(row.text), row.expected)
    })
})
