import { useState } from 'react'

/** The checked rows of a table; ids no longer listed are forgotten. */
export function useSelection(ids: readonly number[]) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set())
  const selected = ids.filter((id) => checked.has(id))
  const all = ids.length > 0 && selected.length === ids.length

  return {
    all,
    some: selected.length > 0,
    has: (id: number) => checked.has(id),
    toggle: (id: number) =>
      setChecked((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    toggleAll: () => setChecked(all ? new Set() : new Set(ids)),
  }
}
