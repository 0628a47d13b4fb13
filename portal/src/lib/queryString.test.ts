import { describe, expect, it } from 'vitest'
import { queryString } from './queryString'

describe('queryString', () => {
  it.each([
    [{}, ''],
    [{ filter: '  ', readiness: null, page: undefined }, ''],
    [{ filter: ' Nowak ' }, '?filter=Nowak'],
    [
      { filter: 'żółw & co', readiness: 'not_ready', page: 2 },
      '?filter=%C5%BC%C3%B3%C5%82w+%26+co&readiness=not_ready&page=2',
    ],
    [{ page: 0 }, '?page=0'],
  ])('%j → %s', (params, expected) => {
    expect(queryString(params)).toBe(expected)
  })
})
