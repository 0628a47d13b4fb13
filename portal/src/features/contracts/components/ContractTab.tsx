import type { ReactNode } from 'react'
import Stack from '@mui/material/Stack'
import type { Contract, RepresentativeCountry } from '../types'
import { showsRepresentative } from '../utils/contractTabs'
import { AttachmentsSection } from './AttachmentsSection'
import { ContractSummary } from './ContractSummary'
import { InvoicesSection } from './InvoicesSection'
import { RepresentativeCard } from './RepresentativeCard'
import { ScheduledRenewal } from './ScheduledRenewal'

type Props = {
  companyId: number
  contract: Contract
  /** A renewal scheduled after the contract, shown beside it. */
  renewal?: Contract | null
  country: RepresentativeCountry | undefined
  isAdmin: boolean
  /** Sections shown after the invoices, for instance the contract's workers. */
  children?: ReactNode
}

/**
 * The content of one country's tab: summary (and the scheduled renewal beside it), the country's documents (when
 * there are some), representative, invoices, then whatever the page adds.
 */
export function ContractTab({ companyId, contract, renewal = null, country, isAdmin, children }: Props) {
  return (
    <Stack spacing={3} useFlexGap>
      <ContractSummary contract={contract} renewed={renewal !== null} />
      {renewal && <ScheduledRenewal renewal={renewal} />}
      <AttachmentsSection
        companyId={companyId}
        countryCode={contract.representativeCountry.code}
        contractId={contract.id}
      />
      {showsRepresentative(contract, isAdmin) && (
        <RepresentativeCard company={country?.representativeCompany ?? null} />
      )}
      <InvoicesSection companyId={companyId} contractId={contract.id} />
      {children}
    </Stack>
  )
}
