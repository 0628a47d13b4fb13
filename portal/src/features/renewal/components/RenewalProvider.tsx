import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { lazyMui } from '@/components/lazyMui'
import { RenewalContext, type Renewal } from './RenewalContext'
import { useUpgradeAccount } from '../api/checkUpgradeAccount'

// The forms are loaded the first time one opens, with MUI's theme (the home's banners that open them are drawn
// without it): most visits of the dashboard never need them.
const RenewDialog = lazyMui(() => import('./RenewDialog').then((module) => module.RenewDialog))
const UpgradeDialog = lazyMui(() => import('./UpgradeDialog').then((module) => module.UpgradeDialog))

type Open = { kind: 'renew'; countryCodes?: string[] } | { kind: 'upgrade' } | null

/**
 * What a company may renew or upgrade, asked once for the page and shared by the alerts, the banners and the
 * upgrade button, with the two modals. Closing a modal asks again (a request may have been created meanwhile).
 */
export function RenewalProvider({ companyId, children }: { companyId: number; children: ReactNode }) {
  const { account, reload } = useUpgradeAccount(companyId)
  const [open, setOpen] = useState<Open>(null)

  const close = useCallback(() => {
    setOpen(null)
    reload()
  }, [reload])

  const value = useMemo<Renewal>(
    () => ({
      account,
      openRenew: (countryCodes) => setOpen({ kind: 'renew', countryCodes }),
      openUpgrade: () => setOpen({ kind: 'upgrade' }),
    }),
    [account]
  )

  return (
    <RenewalContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {account && open?.kind === 'renew' && (
          <RenewDialog
            companyId={companyId}
            account={account}
            countryCodes={open.countryCodes}
            onClose={close}
          />
        )}
        {account && open?.kind === 'upgrade' && (
          <UpgradeDialog companyId={companyId} account={account} onClose={close} />
        )}
      </Suspense>
    </RenewalContext.Provider>
  )
}
