import CreditIcon from '@mui/icons-material/RemoveCircleOutline'
import type { MouseEvent } from 'react'
import { useState } from 'react'
import { Button, useRecordContext } from 'react-admin'
import { CreditNoteDialog } from './CreditNoteDialog'
import type { Invoice } from './types'
import { useMayWrite } from '@/providers/backOfficeRole'

/** Issues a credit note on the invoice; shown to admins while something is left to credit. */
export const CreditNoteButton = () => {
  const invoice = useRecordContext<Invoice>()
  const [open, setOpen] = useState(false)
  const mayWrite = useMayWrite()
  if (!invoice || invoice.creditableCents <= 0 || !mayWrite) return null
  return (
    <>
      <Button
        label="app.billing.credit_note.action"
        size="small"
        onClick={(event: MouseEvent) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        <CreditIcon />
      </Button>
      {open && <CreditNoteDialog invoice={invoice} onClose={() => setOpen(false)} />}
    </>
  )
}
