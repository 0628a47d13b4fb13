import EventIcon from '@mui/icons-material/DateRange'
import { useState } from 'react'
import { Button } from 'react-admin'
import { PeriodExportDialog } from './PeriodExportDialog'

/** Opens the accountant's export of a month or a quarter (a workbook, or a ZIP of the PDFs). */
export const PeriodExportButton = () => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button label="app.billing.period.action" size="small" onClick={() => setOpen(true)}>
        <EventIcon />
      </Button>
      {open && <PeriodExportDialog onClose={() => setOpen(false)} />}
    </>
  )
}
