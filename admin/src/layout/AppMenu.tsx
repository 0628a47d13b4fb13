import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import { ListSubheader } from '@mui/material'
import type { JSX, ReactNode } from 'react'
import { backOfficeAccess } from '@posted-workers/domain'
import { Menu, useSidebarState, useTranslate } from 'react-admin'
import { useBackOfficeRole } from '@/providers/backOfficeRole'
import { RECORD_OF_PROCESSING_PATH } from '@/privacy'

/** A titled group of the menu; the title hides when the menu is folded to its icons. */
const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const [open] = useSidebarState()
  const translate = useTranslate()
  return (
    <>
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
          {translate(title)}
        </ListSubheader>
      )}
      {children}
    </>
  )
}

/**
 * The menu as the specification groups it: the home, Overview (companies, requests, profiles), worker contracts
 * (with the postings not ready: compliance), invoices (invoices and credit notes), then settings (representative
 * countries, business introducers, the documents offered to customers, the audit log, the back-office users, the record of processing). Each
 * role sees what it may use (an accountant: companies, contracts, invoices and credit notes); a group left empty
 * is not shown.
 */
export const AppMenu = () => {
  const translate = useTranslate()
  const role = useBackOfficeRole()
  const may = (name: string) => backOfficeAccess(role ?? null, name) !== 'none'
  const item = (name: string, primaryText?: string) =>
    // Without its own text, the resource's name (an explicit undefined would hide it).
    may(name) ? <Menu.ResourceItem key={name} name={name} {...(primaryText ? { primaryText } : {})} /> : null
  const group = (title: string, items: (JSX.Element | null)[]) =>
    items.some(Boolean) ? <Group title={title}>{items}</Group> : null
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.home.menu')} />
      {group('app.menu.overview', [item('companies'), item('requests'), item('profiles')])}
      {group('app.menu.contracts', [
        // The group names the resource; its entry is shorter, so that it fits the menu in every language.
        item('workerContracts', translate('app.menu.contract_list')),
        item('compliance'),
        item('authorityRequests', translate('app.authority_requests.menu')),
      ])}
      {group('app.menu.invoices', [item('invoices'), item('creditNotes')])}
      {group('app.menu.settings', [
        item('representativeCountries', translate('app.menu.country_list')),
        item('businessIntroducers', translate('app.menu.introducer_list')),
        item('attachments'),
        item('auditLogs'),
        item('backOfficeUsers', translate('app.menu.back_office_user_list')),
        role === 'admin' ? (
          <Menu.Item
            key="record-of-processing"
            to={RECORD_OF_PROCESSING_PATH}
            primaryText={translate('app.privacy.record_menu')}
            leftIcon={<PrivacyTipIcon />}
          />
        ) : null,
      ])}
    </Menu>
  )
}
