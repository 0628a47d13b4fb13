import { Alert } from '@mui/material'
import { useListContext, useResourceContext, useTranslate } from 'react-admin'
import { checkDateFilters } from './dateFilters'

/** Says which date filters the list leaves out (not a real day, or a range ending before it starts). */
export const IgnoredDatesNotice = () => {
  const { filterValues } = useListContext()
  const resource = useResourceContext()
  const translate = useTranslate()
  const { ignored } = checkDateFilters(filterValues)
  if (ignored.length === 0) return null
  const names = ignored.map((key) => translate(`resources.${resource}.fields.${key}`)).join(', ')
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 1 }}>
      {translate('app.filters.ignored_dates', { names })}
    </Alert>
  )
}
