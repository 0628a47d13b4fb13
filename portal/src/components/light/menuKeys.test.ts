import { describe, expect, it } from 'vitest'
import { menuFocusTarget } from './menuKeys'

describe('menuFocusTarget', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['a', 1, 3, null],
    ['ArrowDown', 0, 0, null],
  ])('%s on item %i of %i goes to %s', (key, index, count, expected) => {
    expect(menuFocusTarget(key, index, count)).toBe(expected)
  })
})
