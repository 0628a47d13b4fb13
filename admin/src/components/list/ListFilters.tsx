import type { ComponentType, ReactElement } from 'react'
import { FilterContext, FilterForm, type FilterFormProps, type FilterLiveFormProps } from 'react-admin'
import { ResponsiveFilters } from './ResponsiveFilters'

// react-admin 5's <List debounce> does not reach the filter form, whose FilterLiveForm waits 500 ms on its own;
// FilterForm hands its other props to FilterLiveForm, so the delay is set here.
const DebouncedFilterForm = FilterForm as ComponentType<
  FilterFormProps & Pick<FilterLiveFormProps, 'debounce'>
>

/**
 * A list's filter inputs, applied `debounce` ms after the last keystroke: in a row above the table, or behind a
 * button on a phone (ResponsiveFilters).
 */
export const ListFilters = ({ filters, debounce = 500 }: { filters: ReactElement[]; debounce?: number }) => (
  <ResponsiveFilters>
    <FilterContext.Provider value={filters}>
      <DebouncedFilterForm debounce={debounce} />
    </FilterContext.Provider>
  </ResponsiveFilters>
)
