import { formatDate, type PostingReadiness, type ReadinessState } from '@posted-workers/domain'
import type { MessageKey, Translate } from '@/i18n/messages'

/** Why a posting is in its state, one line each: what is missing, what ends soon, since when it is not ready. */
export function readinessReasons(readiness: PostingReadiness, t: Translate): string[] {
  const lines: string[] = []
  if (readiness.missing.length > 0) {
    const categories = readiness.missing.map((category) => t(`category.${category}`)).join(', ')
    lines.push(t('readiness.missing', { categories }))
  }
  for (const { category, validUntil } of readiness.expiring) {
    lines.push(t('readiness.endsOn', { category: t(`category.${category}`), date: formatDate(validUntil) }))
  }
  if (readiness.readiness === 'not_ready' && readiness.notReadySince) {
    lines.push(t('readiness.notReadySince', { date: formatDate(readiness.notReadySince) }))
  }
  if (lines.length === 0 && readiness.readiness === 'ready') lines.push(t('readiness.allValid'))
  return lines
}

/** The state and its reasons in one sentence, as a screen reader says a light: "Not ready. Missing: A1 certificate". */
export function readinessSummary(readiness: PostingReadiness, t: Translate): string {
  return [t(`readiness.state.${readiness.readiness}`), ...readinessReasons(readiness, t)].join('. ')
}

const RANK: Record<ReadinessState, number> = { ready: 0, expiring: 1, not_ready: 2 }

/** The state that most needs the manager among several postings (not ready, then expiring); null for none. */
export function worstReadiness<T extends PostingReadiness>(postings: readonly T[]): T | null {
  let worst: T | null = null
  for (const posting of postings) {
    if (!worst || RANK[posting.readiness] > RANK[worst.readiness]) worst = posting
  }
  return worst
}

/** Why a list of drivers is empty: nobody found by the search, nobody in the state asked, or nobody at all (`none`). */
export function emptyListKey(filter: string, readiness: ReadinessState | null, none: MessageKey): MessageKey {
  if (filter.trim()) return 'workers.noMatch'
  return readiness ? 'readiness.noMatch' : none
}
