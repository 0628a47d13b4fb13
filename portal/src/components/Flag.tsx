import { useId } from 'react'
import type { Language } from '../i18n/languages'

const size = { width: 20, height: 14, style: { display: 'block', borderRadius: 2, flexShrink: 0 } } as const

/** Drawn inline: emoji flags do not render on Windows, and images would cost requests. */
export function Flag({ lang }: { lang: Language }) {
  const clipId = useId()
  if (lang === 'fr') {
    return (
      <svg viewBox="0 0 3 2" {...size} aria-hidden>
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </svg>
    )
  }
  if (lang === 'pl') {
    return (
      <svg viewBox="0 0 8 5" {...size} aria-hidden>
        <rect width="8" height="5" fill="#dc143c" />
        <rect width="8" height="2.5" fill="#fff" />
        <rect width="8" height="5" fill="none" stroke="#d0d5dc" strokeWidth="0.2" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 60 30" {...size} aria-hidden>
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipId})`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}
