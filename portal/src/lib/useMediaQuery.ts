import { useSyncExternalStore } from 'react'

/** Below MUI's `sm` breakpoint: lists become cards there, where a table would scroll sideways and hide its options. */
export const PHONE_QUERY = '(max-width: 599.98px)'

/**
 * Whether a CSS media query matches, right from the first render (MUI's hook answers false until its effect has
 * run, which drew a phone's frame as a desktop's for one frame). False where the browser cannot tell (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false
  )
}
