import { LIST_COUNT_CAP } from '@posted-workers/domain'
import { useCallback } from 'react'
import {
  Pagination,
  useListContext,
  useListPaginationContext,
  useLocaleState,
  useTranslate,
  type PaginationProps,
} from 'react-admin'

/**
 * The number a list counted its matches up to, when it did not count them all, written in the language on screen
 * ("10,000", "1 000"): the server names it with the page (`X-Count-Cap`, the data provider's `meta.countCap`); a
 * search counts fewer matches than a list.
 */
export const useCountCap = () => {
  const { meta } = useListContext()
  const [locale = 'fr'] = useLocaleState()
  const cap = typeof meta?.countCap === 'number' ? meta.countCap : LIST_COUNT_CAP
  return new Intl.NumberFormat(locale).format(cap)
}

/**
 * A list's pagination (25, 50 or 100 rows a page): beyond the count's cap, "1–25 of more than 1,000" names the cap
 * the server counted up to, not the page's last row (react-admin's partial pagination).
 */
export const ListPagination = (props: PaginationProps) => {
  const translate = useTranslate()
  const { hasNextPage } = useListPaginationContext()
  const cap = useCountCap()
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      count === -1 && hasNextPage
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to, cap })
        : translate('ra.navigation.page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count === -1 ? to : count,
          }),
    [translate, hasNextPage, cap]
  )
  // react-admin's type leaves TablePagination's labelDisplayedRows out, but hands every other prop to it, after its own.
  const label = { labelDisplayedRows } as unknown as PaginationProps
  return <Pagination rowsPerPageOptions={[25, 50, 100]} {...label} {...props} />
}
