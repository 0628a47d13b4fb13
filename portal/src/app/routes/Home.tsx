import { HomePage } from '../../features/home/components/HomePage'
import { CompanyContracts } from '../CompanyContracts'

export function Component() {
  return (
    <HomePage
      renderContracts={(companyId, isAdmin) => <CompanyContracts companyId={companyId} isAdmin={isAdmin} />}
    />
  )
}
