import { ContractsPanel, contractCode, type Contract } from '../features/contracts'
import { RenewalProvider, UpgradeAction, useRenewal } from '../features/renewal'
import { ContractWorkers } from '../features/workers'
import { useCompanyAbility } from '@/lib/companyRole'

type Props = { companyId: number; isAdmin: boolean }

/**
 * A company's contracts with the workers list of each, as the home and company pages show them, under the
 * upgrade button (or the request waiting for its payment). An admin sees the same actions for the company shown.
 * The home shares its renewal state with its banners; elsewhere this component keeps its own.
 */
export function CompanyContracts(props: Props) {
  const shared = useRenewal()
  const placesOrders = useCompanyAbility('placeOrders')
  const managesDrivers = useCompanyAbility('manageDrivers')
  // An accountant reads the contracts: no order, renewal or driver to act on (the server refuses them anyway).
  if (!placesOrders) {
    return (
      <ContractsPanel
        companyId={props.companyId}
        isAdmin={props.isAdmin}
        mayDismissReminders={false}
        renderContractSections={
          managesDrivers
            ? (contract, renewal) => (
                <ContractWorkers companyId={props.companyId} contract={contract} renewal={renewal} />
              )
            : undefined
        }
      />
    )
  }
  const contracts = <ContractsWithActions {...props} />
  return shared ? contracts : <RenewalProvider companyId={props.companyId}>{contracts}</RenewalProvider>
}

function ContractsWithActions({ companyId, isAdmin }: Props) {
  const renewal = useRenewal()
  const renew =
    renewal?.account?.isRenewAllowed === true
      ? (contract: Contract) => renewal.openRenew([contractCode(contract)])
      : undefined

  return (
    <>
      <UpgradeAction withRenew={isAdmin} />
      <ContractsPanel
        companyId={companyId}
        isAdmin={isAdmin}
        onRenew={renew}
        renderContractSections={(contract, renewal) => (
          <ContractWorkers companyId={companyId} contract={contract} renewal={renewal} />
        )}
      />
    </>
  )
}
