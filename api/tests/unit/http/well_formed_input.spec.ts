import { test } from '@japa/runner'
import { hasMalformedText } from '#middleware/well_formed_input_middleware'

test.group('HTTP | well-formed input', () => {
  test('{title}: {expected}')
    .with([
      { title: 'plain text', input: { name: 'Łukasz Żuławski' }, expected: false },
      { title: 'a valid surrogate pair (emoji)', input: { note: 'ok 💥' }, expected: false },
      { title: 'numbers, booleans, null', input: { a: 1, b: true, c: null, d: [1e300] }, expected: false },
      { title: 'a lone high surrogate', input: { email: '\ud800@x.fr' }, expected: true },
      {
        title: 'a lone low surrogate deep in arrays',
        input: { rows: [[{ city: 'a\udfffb' }]] },
        expected: true,
      },
      { title: 'a lone surrogate in a key', input: { ['\ud83d']: 1 }, expected: true },
      { title: 'a bare string', input: '\udc00', expected: true },
    ])
    .run(({ assert }, { input, expected }) => {
      assert.equal(hasMalformedText(input), expected)
    })

  test('a nesting 100,000 levels deep is walked without overflowing the stack', ({ assert }) => {
    let deep: unknown = '\ud800'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    assert.isTrue(hasMalformedText(deep))
  })
})
