import { CompanyPage } from '@/features/company/components/CompanyPage'
import { LazyCompanyContracts } from '../LazyCompanyContracts'

export function Component() {
  return (
    <CompanyPage
      renderContracts={(companyId, isAdmin) => (
        <LazyCompanyContracts companyId={companyId} isAdmin={isAdmin} />
      )}
    />
  )
}
