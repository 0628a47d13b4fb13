/**
 * Where the focus goes in an open menu of `count` items for a key pressed on item `index`, as MUI's menus move it:
 * the arrows step and wrap around, Home and End jump to the ends. Null: a key the menu leaves alone.
 */
export function menuFocusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null
  if (key === 'ArrowDown') return (index + 1) % count
  if (key === 'ArrowUp') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
