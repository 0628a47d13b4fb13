import FilterListIcon from '@mui/icons-material/FilterList'
import {
  Badge,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material'
import { useState, type ReactNode } from 'react'
import { useListContext, useTranslate } from 'react-admin'
import { countActiveFilters } from './activeFilters'
import { useCountCap } from './ListPagination'
import { usePhone } from './usePhone'

const titleId = 'list-filters-title'

/**
 * A list's filters: in a row above the table on a wide screen; on a phone behind a button that counts the active
 * ones, in a full-screen dialog, so that the first rows are the first thing a phone shows.
 */
export const ResponsiveFilters = ({ children }: { children: ReactNode }) => {
  const phone = usePhone()
  const translate = useTranslate()
  const { filterValues, total } = useListContext()
  const [open, setOpen] = useState(false)
  const cap = useCountCap()
  if (!phone) return <>{children}</>

  const active = countActiveFilters(filterValues)
  return (
    <Box sx={{ width: '100%', pt: 1 }}>
      <MuiButton
        onClick={() => setOpen(true)}
        aria-label={translate('app.list.filters_count', { smart_count: active })}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListIcon />
          </Badge>
        }
      >
        {translate('app.list.filters')}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.list.filters')}</DialogTitle>
        <DialogContent
          dividers
          sx={{ '& .RaFilterForm-root, & form': { flexDirection: 'column', alignItems: 'stretch' } }}
        >
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5 }}>
          {/* MUI's button: react-admin's shows only its icon on a phone, and this one has none. */}
          <MuiButton variant="contained" onClick={() => setOpen(false)}>
            {total === undefined
              ? translate('app.list.show_many_results', { cap })
              : translate('app.list.show_results', { smart_count: total })}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
