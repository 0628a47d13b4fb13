import RestartAltIcon from '@mui/icons-material/RestartAlt'
import { Button } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'

/** Clears every filter of the list (its defaults come back), as the specification's reset button does. */
export const ResetFiltersButton = ({ defaults = {} }: { defaults?: Record<string, unknown> }) => {
  const { filterValues, setFilters } = useListContext()
  const translate = useTranslate()
  const empty = Object.keys(filterValues).every((key) => filterValues[key] === defaults[key])
  return (
    <Button
      size="small"
      startIcon={<RestartAltIcon />}
      disabled={empty}
      onClick={() => setFilters(defaults, [])}
    >
      {translate('app.filters.reset')}
    </Button>
  )
}
