import { BooleanInput, SearchInput } from 'react-admin'
import { dateFilterInput } from '../DateFilterInput'
import { ListFilters } from '../list/ListFilters'

/**
 * The invoices' and credit notes' filters: a number, company or VAT number, a range of issue dates, and those past
 * their retention (issued more than 10 years ago: for the staff to delete by hand).
 */
const billingFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  dateFilterInput('dateFrom'),
  dateFilterInput('dateTo'),
  <BooleanInput key="pastRetention" source="pastRetention" label="app.privacy.past_retention" />,
]

export const BillingFilters = () => <ListFilters filters={billingFilters} />
