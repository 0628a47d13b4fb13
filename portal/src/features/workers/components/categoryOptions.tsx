import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import { documentScope, type DocumentScope } from '@posted-workers/domain'
import type { Translate } from '@/i18n/messages'
import type { DocumentCategory } from '../types'

const SCOPES: readonly DocumentScope[] = ['driver', 'posting']

/**
 * The options of a category select: under two headings (the driver's own documents, kept for every contract he is
 * posted on, then this posting's) when both kinds are offered. An array, as MUI's select reads its options.
 */
export function categoryOptions(categories: readonly DocumentCategory[], t: Translate) {
  const groups = SCOPES.map((scope) => ({
    scope,
    members: categories.filter((category) => documentScope(category) === scope),
  })).filter((group) => group.members.length > 0)
  return groups.flatMap(({ scope, members }) => [
    ...(groups.length > 1
      ? [<ListSubheader key={scope}>{t(`documents.group.${scope}`)}</ListSubheader>]
      : []),
    ...members.map((category) => (
      <MenuItem key={category} value={category}>
        {t(`category.${category}`)}
      </MenuItem>
    )),
  ])
}
