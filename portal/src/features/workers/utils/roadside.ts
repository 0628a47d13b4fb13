import { formatDateTime } from '@posted-workers/domain'
import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { plural } from '@/lib/plural'

/** "Opened 3 times · last on 27/11/2026 09:30", or "Never opened", in the language's plural form. */
export function openingsText(
  openings: { count: number; lastOpenedAt: string | null },
  lang: Language,
  t: Translate
): string {
  if (openings.count === 0) return t('roadside.neverOpened')
  const count = plural(
    {
      one: 'roadside.openedOne',
      few: 'roadside.openedFew',
      many: 'roadside.openedMany',
      other: 'roadside.openedOther',
    },
    openings.count,
    lang,
    t
  )
  if (!openings.lastOpenedAt) return count
  return `${count} · ${t('roadside.lastOpened', { date: formatDateTime(openings.lastOpenedAt) })}`
}
