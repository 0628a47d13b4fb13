import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import '../light/frame.css'

type Props = { narrow: boolean; open: boolean; onClose: () => void; children: ReactNode }

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The side menu: beside the page on a wide screen (persistent, folded away by the top bar's button), a modal drawer
 * over the page under 749 px, as MUI's Drawer was: it takes the focus when it opens and keeps it (the page behind is
 * inert), Escape or a click beside it closes it, and the focus goes back where it was. The top bar stays above it, so
 * its menu button closes it too.
 */
export function MenuDrawer({ narrow, open, onClose, children }: Props) {
  const paper = useRef<HTMLDivElement>(null)
  const modal = narrow && open

  useEffect(() => {
    if (!modal) return
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    paper.current?.focus()
    const scroll = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const closeOnEscape = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.body.style.overflow = scroll
      before?.focus()
    }
  }, [modal, onClose])

  // Tab and Shift+Tab go round the drawer's links rather than out of it.
  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!modal || event.key !== 'Tab') return
    const focusable = [...(paper.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === paper.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const classes = ['lt-drawer', narrow && 'lt-drawer--narrow', !open && 'lt-drawer--closed']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {narrow && <div className="lt-drawer__backdrop" aria-hidden onClick={onClose} />}
      <div ref={paper} className="lt-drawer__paper" tabIndex={-1} onKeyDown={keepFocus}>
        {/* The top bar stays above the drawer, so its menu button can also close it. */}
        <div className="lt-toolbar-space" />
        {children}
      </div>
    </div>
  )
}
