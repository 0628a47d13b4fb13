import { startTransition, useEffect, useState } from 'react'

/**
 * False until the browser has painted what the component first rendered, then true: what waits for it (the home's
 * MUI panels) starts loading only once the first screen shows, rather than sharing the network and the main thread
 * with it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // As a transition: what then mounts renders in slices that leave the main thread free.
    const afterPaint = () => (timer = setTimeout(() => startTransition(() => setPainted(true)), 0))
    // A frame's callbacks run just before its paint: a task queued from one runs after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : null
    if (frame === null) afterPaint()
    return () => {
      if (frame !== null) cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
