import { test } from '@japa/runner'
import { HttpContextFactory } from '@adonisjs/core/factories/http'
import { LIST_COUNT_CAP } from '@posted-workers/domain'
import {
  MATCHED_COLUMN,
  parseListQuery,
  readPage,
  sendPage,
  type PageResults,
} from '#services/http/list_query'

const OPTIONS = { sortable: ['companyName', 'lastName', 'id'], defaultSort: 'companyName' }
const DEFAULTS = { filter: {}, sort: { field: 'companyName', direction: 'asc' }, offset: 0, limit: 25 }

test.group('List query | parseListQuery', () => {
  test('{title}')
    .with([
      { title: 'no parameters give the defaults', qs: {}, expected: {} },
      {
        title: 'a filter object is kept',
        qs: { filter: '{"q":"kow","active":true}' },
        expected: { filter: { q: 'kow', active: true } },
      },
      { title: 'a filter array is ignored', qs: { filter: '["q"]' }, expected: {} },
      { title: 'a filter scalar is ignored', qs: { filter: '"kow"' }, expected: {} },
      { title: 'a null filter is ignored', qs: { filter: 'null' }, expected: {} },
      { title: 'malformed filter JSON falls back', qs: { filter: '{"q":' }, expected: {} },
      {
        title: 'a filter carrying a lone surrogate through a JSON escape is ignored',
        qs: { filter: '{"q":"\\ud800"}' },
        expected: {},
      },
      { title: 'an already parsed filter is ignored', qs: { filter: { q: 'x' } }, expected: {} },
      {
        title: 'a whitelisted sort, descending',
        qs: { sort: '["lastName","DESC"]' },
        expected: { sort: { field: 'lastName', direction: 'desc' } },
      },
      {
        title: 'the direction is case-insensitive',
        qs: { sort: '["id","desc"]' },
        expected: { sort: { field: 'id', direction: 'desc' } },
      },
      {
        title: 'an unknown direction means ascending',
        qs: { sort: '["id","SIDEWAYS"]' },
        expected: { sort: { field: 'id', direction: 'asc' } },
      },
      {
        title: 'a missing direction means ascending',
        qs: { sort: '["lastName"]' },
        expected: { sort: { field: 'lastName', direction: 'asc' } },
      },
      {
        title: 'a field outside the whitelist falls back',
        qs: { sort: '["password","DESC"]' },
        expected: {},
      },
      { title: 'a column name is not a sort field', qs: { sort: '["users.email","ASC"]' }, expected: {} },
      { title: 'malformed sort JSON falls back', qs: { sort: 'lastName' }, expected: {} },
      {
        title: 'a sort field that is an object (toString not a function) falls back',
        qs: { sort: '[{"toString":1},"DESC"]' },
        expected: {},
      },
      {
        title: 'a direction that is an object means ascending',
        qs: { sort: '["id",{"toString":1}]' },
        expected: { sort: { field: 'id', direction: 'asc' } },
      },
      {
        title: 'a range gives offset and limit',
        qs: { range: '[25,49]' },
        expected: { offset: 25, limit: 25 },
      },
      { title: 'a one-row range', qs: { range: '[7,7]' }, expected: { offset: 7, limit: 1 } },
      {
        title: 'numeric strings are read as numbers',
        qs: { range: '["10","19"]' },
        expected: { offset: 10, limit: 10 },
      },
      {
        title: 'a page is at most 1000 rows',
        qs: { range: '[0,99999]' },
        expected: { offset: 0, limit: 1000 },
      },
      {
        title: 'the cap keeps the offset',
        qs: { range: '[500,5000]' },
        expected: { offset: 500, limit: 1000 },
      },
      { title: 'a reversed range falls back', qs: { range: '[10,2]' }, expected: {} },
      { title: 'a negative start falls back', qs: { range: '[-5,3]' }, expected: {} },
      { title: 'decimals fall back', qs: { range: '[0.5,3]' }, expected: {} },
      {
        title: 'a start beyond 64 bits falls back',
        qs: { range: '[18446744073709551615,18446744073709551640]' },
        expected: {},
      },
      { title: 'an exponent falls back', qs: { range: '[1e300,1e300]' }, expected: {} },
      { title: 'an offset beyond any list falls back', qs: { range: '[100000001,100000024]' }, expected: {} },
      { title: 'a numeric string with a sign falls back', qs: { range: '["+1","-2"]' }, expected: {} },
      { title: 'objects fall back', qs: { range: '[{"toString":1},3]' }, expected: {} },
      { title: 'three numbers fall back', qs: { range: '[0,9,19]' }, expected: {} },
      { title: 'one number falls back', qs: { range: '[9]' }, expected: {} },
      { title: 'malformed range JSON falls back', qs: { range: '[0,' }, expected: {} },
      { title: 'an empty string falls back', qs: { filter: '', sort: '', range: '' }, expected: {} },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(parseListQuery(row.qs, OPTIONS), { ...DEFAULTS, ...row.expected })
    })

  test('the default direction can be descending', ({ assert }) => {
    const query = parseListQuery({}, { ...OPTIONS, defaultSort: 'id', defaultDirection: 'desc' })

    assert.deepEqual(query.sort, { field: 'id', direction: 'desc' })
  })
})

test.group('List query | sendPage', () => {
  test('{title} gives Content-Range "{expected}"')
    .with([
      { title: 'a first page', range: '[0,24]', rows: 25, total: 60, expected: 'profiles 0-24/60' },
      { title: 'a last, shorter page', range: '[50,74]', rows: 10, total: 60, expected: 'profiles 50-59/60' },
      { title: 'an empty list', range: '[0,24]', rows: 0, total: 0, expected: 'profiles 0-0/0' },
      {
        title: 'a page of a list counted beyond its cap',
        range: '[25,49]',
        rows: 25,
        total: null,
        hasNextPage: true,
        expected: 'profiles 25-49/*',
      },
      {
        title: 'the last page of a list counted beyond its cap',
        range: '[10025,10049]',
        rows: 3,
        total: null,
        hasNextPage: false,
        expected: 'profiles 10025-10027/*',
      },
      {
        title: 'a page of a search counted beyond its cap',
        range: '[0,24]',
        rows: 25,
        total: null,
        hasNextPage: true,
        cap: 1000,
        expected: 'profiles 0-24/*',
      },
    ])
    .run(async ({ assert }, row) => {
      const ctx = new HttpContextFactory().create()
      const query = parseListQuery({ range: row.range }, OPTIONS)
      const rows = Array.from({ length: row.rows }, (_, index) => ({ index }))

      const sent = await sendPage(ctx, 'profiles', query, rows, row.total, row.hasNextPage, row.cap)

      assert.deepEqual(JSON.parse(sent.toString('utf8')), rows)
      assert.equal(ctx.response.getHeader('Content-Type'), 'application/json; charset=utf-8')
      assert.equal(ctx.response.getHeader('Content-Range'), row.expected)
      if (row.total === null) {
        assert.equal(ctx.response.getHeader('X-Has-Next-Page'), String(row.hasNextPage))
        assert.equal(ctx.response.getHeader('X-Count-Cap'), String(row.cap ?? LIST_COUNT_CAP))
        assert.equal(
          ctx.response.getHeader('Access-Control-Expose-Headers'),
          'Content-Range, X-Has-Next-Page, X-Count-Cap'
        )
      } else {
        assert.isUndefined(ctx.response.getHeader('X-Has-Next-Page'))
        assert.equal(ctx.response.getHeader('Access-Control-Expose-Headers'), 'Content-Range')
      }
    })
})

test.group('List query | readPage', () => {
  const ids = (count: number, matched?: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      ...(matched === undefined ? {} : { [MATCHED_COLUMN]: matched }),
    }))

  test('{title}')
    .with([
      {
        title: 'a probe and its count: one row more than the page says another follows',
        offset: 0,
        results: [ids(26), [{ total: 40 }]] as PageResults,
        expected: { rows: 25, total: 40, hasNextPage: true },
      },
      {
        title: 'a probe and a count beyond the cap: no total',
        offset: 0,
        results: [ids(26), [{ total: 101 }]] as PageResults,
        expected: { rows: 25, total: null, hasNextPage: true },
      },
      {
        title: 'a counted page: its matches counted in its rows, another page follows',
        offset: 0,
        results: [ids(25, 30)] as PageResults,
        expected: { rows: 25, total: 30, hasNextPage: true },
      },
      {
        title: 'the last counted page',
        offset: 25,
        results: [ids(5, 30)] as PageResults,
        expected: { rows: 5, total: 30, hasNextPage: false },
      },
      {
        title: 'a counted page beyond the cap: no total, another page follows',
        offset: 50,
        results: [ids(25, 101)] as PageResults,
        expected: { rows: 25, total: null, hasNextPage: true },
      },
      {
        title: 'a search that finds nothing: 0, nothing counted again',
        offset: 0,
        results: [[]] as PageResults,
        expected: { rows: 0, total: 0, hasNextPage: false, recounts: 0 },
      },
      {
        title: 'a counted page past the last match: counted apart',
        offset: 75,
        results: [[]] as PageResults,
        expected: { rows: 0, total: 30, hasNextPage: false, recounts: 1 },
      },
    ])
    .run(async ({ assert }, { offset, results, expected }) => {
      let recounts = 0
      const page = await readPage(
        results,
        { ...DEFAULTS, sort: { field: 'id', direction: 'asc' }, offset, limit: 25 },
        async () => {
          recounts += 1
          return [{ total: 30 }]
        },
        100
      )
      assert.deepEqual(
        { rows: page.rows.length, total: page.total, hasNextPage: page.hasNextPage },
        { rows: expected.rows, total: expected.total, hasNextPage: expected.hasNextPage }
      )
      if (expected.recounts !== undefined) assert.equal(recounts, expected.recounts)
    })
})
