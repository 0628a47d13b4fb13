import { HomePage } from '@/features/home/components/HomePage'
import { LazyCompanyContracts } from '../LazyCompanyContracts'

export function Component() {
  return (
    <HomePage
      renderContracts={(companyId, isAdmin) => (
        <LazyCompanyContracts companyId={companyId} isAdmin={isAdmin} />
      )}
    />
  )
}
