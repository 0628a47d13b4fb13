import { ContractsPanel } from '../features/contracts/components/ContractsPanel'
import { ContractWorkers, WorkersRefreshProvider } from '../features/workers'

/** A company's contracts with the workers list of each, as the home and company pages show them. */
export function CompanyContracts({ companyId, isAdmin }: { companyId: number; isAdmin: boolean }) {
  return (
    <WorkersRefreshProvider>
      <ContractsPanel
        companyId={companyId}
        isAdmin={isAdmin}
        renderContractSections={(contract) => (
          <ContractWorkers companyId={companyId} contract={contract} isAdmin={isAdmin} />
        )}
      />
    </WorkersRefreshProvider>
  )
}
