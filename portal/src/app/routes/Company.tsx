import { CompanyPage } from '../../features/company/components/CompanyPage'
import { CompanyContracts } from '../CompanyContracts'

export function Component() {
  return (
    <CompanyPage
      renderContracts={(companyId, isAdmin) => <CompanyContracts companyId={companyId} isAdmin={isAdmin} />}
    />
  )
}
