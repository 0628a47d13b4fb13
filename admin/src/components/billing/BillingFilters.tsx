import { SearchInput } from 'react-admin'
import { dateFilterInput } from '../DateFilterInput'
import { ListFilters } from '../list/ListFilters'

/** The invoices' and credit notes' filters: a number, company or VAT number, and a range of issue dates. */
const billingFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  dateFilterInput('dateFrom'),
  dateFilterInput('dateTo'),
]

export const BillingFilters = () => <ListFilters filters={billingFilters} />
