import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import { ListSubheader } from '@mui/material'
import type { ReactNode } from 'react'
import { Menu, useSidebarState, useTranslate } from 'react-admin'
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
 * countries, business introducers, the documents offered to customers, the audit log, the record of processing).
 */
export const AppMenu = () => {
  const translate = useTranslate()
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.home.menu')} />
      <Group title="app.menu.overview">
        <Menu.ResourceItem name="companies" />
        <Menu.ResourceItem name="requests" />
        <Menu.ResourceItem name="profiles" />
      </Group>
      <Group title="app.menu.contracts">
        {/* The group names the resource; its entry is shorter, so that it fits the menu in every language. */}
        <Menu.ResourceItem name="workerContracts" primaryText={translate('app.menu.contract_list')} />
        <Menu.ResourceItem name="compliance" />
        <Menu.ResourceItem name="authorityRequests" primaryText={translate('app.authority_requests.menu')} />
      </Group>
      <Group title="app.menu.invoices">
        <Menu.ResourceItem name="invoices" />
        <Menu.ResourceItem name="creditNotes" />
      </Group>
      <Group title="app.menu.settings">
        <Menu.ResourceItem name="representativeCountries" primaryText={translate('app.menu.country_list')} />
        <Menu.ResourceItem name="businessIntroducers" primaryText={translate('app.menu.introducer_list')} />
        <Menu.ResourceItem name="attachments" />
        <Menu.ResourceItem name="auditLogs" />
        <Menu.Item
          to={RECORD_OF_PROCESSING_PATH}
          primaryText={translate('app.privacy.record_menu')}
          leftIcon={<PrivacyTipIcon />}
        />
      </Group>
    </Menu>
  )
}
