import { usePromoCode } from '@/features/order'
import { useQuote } from '@/features/order'
import { choosePackage } from '@/features/order'
import { promoCodeToSend } from '@/features/order'
import { useRenewContract } from '../api/renewContract'
import type { UpgradeAccount } from '../types'
import {
  canRemoveRenewalRow,
  chooseRenewalCountry,
  initialRenewalRows,
  renewalCountryChoices,
} from '../utils/renewalRows'
import { useChangeForm } from './useChangeForm'

/**
 * A renewal: rows of the renewable contracts (or of the countries asked for), the promo code of the running
 * contracts, priced like a registration by the server's quote.
 */
export function useRenewForm(companyId: number, account: UpgradeAccount, countryCodes?: string[]) {
  const promo = usePromoCode(account.introducer)
  const renewal = useRenewContract(companyId)
  const introducer = promo.state.introducer
  const form = useChangeForm({
    introducer,
    promo: promo.state,
    initialRows: (countries) => initialRenewalRows(account, countries, introducer, countryCodes),
    choices: (rows, countries, index) => renewalCountryChoices(rows, countries, account, index),
    chooseCountry: (rows, index, code, countries) =>
      chooseRenewalCountry(rows, index, code, account, countries, introducer),
    choosePackage: (rows, index, signature, countries) =>
      choosePackage(rows, index, signature, countries, introducer),
    canRemove: (rows) => canRemoveRenewalRow(rows),
    isChanged: () => true,
    rowProblem: () => null,
    order: {
      run: ({ input, fields }) =>
        renewal.run({ input: { ...input, promoCode: promoCodeToSend(promo.state) }, fields }),
      pending: renewal.pending,
    },
    onPromoRefused: promo.refuse,
  })

  const { rows } = form
  const { countries } = form.references
  const quote = useQuote(rows, countries, introducer, promoCodeToSend(promo.state), { companyId })

  return { ...form, promo, quote }
}

export type RenewForm = ReturnType<typeof useRenewForm>
