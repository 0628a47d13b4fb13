import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button } from '@mui/material'
import { useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { ChangeIntroducerDialog } from './ChangeIntroducerDialog'
import type { Company } from './types'
import { useMayWrite } from '@/providers/backOfficeRole'

/** Opens the dialog that attributes the company's running contracts to another business introducer. */
export const ChangeIntroducerButton = () => {
  const company = useRecordContext<Company>()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const mayWrite = useMayWrite()
  if (!company || !mayWrite) return null
  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.companies.change_introducer.action')}
      </Button>
      {open && (
        // React carries a portal's events up its component tree: without this, a click in the dialog (or in its
        // select's menu) would also reach the list row around the button and open the company's page.
        <span onClick={(event) => event.stopPropagation()}>
          <ChangeIntroducerDialog
            companyId={company.id}
            companyName={company.name}
            onClose={() => setOpen(false)}
          />
        </span>
      )}
    </>
  )
}
