import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at its top, unless the link points at an anchor. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
