import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider } from '@/i18n/I18nProvider'
import { aPendingRequest } from '@/features/renewal/testing/fixtures'
import { TransferContracts } from './TransferContracts'

const line = {
  countryCode: 'EU',
  countryName: 'EU Mobility Package',
  isMobilityPackage: true,
  allowedNumberOfWorkers: 7,
  startDate: '2027-03-11',
  endDate: '2027-03-24',
  businessIntroducerCode: null,
}

afterEach(cleanup)

describe('the contracts of a request on the bank-transfer page', () => {
  it('a renewal runs six months at its monthly price', () => {
    const request = aPendingRequest({
      contracts: [{ ...line, monthlyAmountCents: 2800, totalAmountCents: 16800, endDate: '2027-09-06' }],
    })
    render(
      <I18nProvider lang="en">
        <TransferContracts request={request} />
      </I18nProvider>
    )
    expect(screen.getByText(/Term: 6 months/)).toBeTruthy()
    expect(screen.getByText('€28.00 / month')).toBeTruthy()
  })

  it('an upgrade runs until the contract it raises ends and costs the monthly difference', () => {
    const request = aPendingRequest({
      type: 'upgrade',
      isRenewalRequest: false,
      isUpgradeRequest: true,
      contracts: [{ ...line, monthlyAmountCents: 800, totalAmountCents: 800 }],
    })
    render(
      <I18nProvider lang="en">
        <TransferContracts request={request} />
      </I18nProvider>
    )
    expect(screen.getByText(/Until 24\/03\/2027, when the running contract ends/)).toBeTruthy()
    expect(screen.getByText('+€8.00 / month')).toBeTruthy()
    expect(screen.queryByText(/Term: 6 months/)).toBeNull()
  })
})
