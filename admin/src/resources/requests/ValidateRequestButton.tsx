import ValidateIcon from '@mui/icons-material/CheckCircleOutline'
import { useState } from 'react'
import { Button, useRecordContext } from 'react-admin'
import type { WorkerRequest } from './types'
import { ValidateRequestDialog } from './ValidateRequestDialog'

/** Validates a request the server lets go, once the admin has set each contract's start date. */
export const ValidateRequestButton = () => {
  const request = useRecordContext<WorkerRequest>()
  const [open, setOpen] = useState(false)
  // A new key on every opening starts the dialog again from the proposed dates.
  const [opening, setOpening] = useState(0)
  if (!request?.isValidationAllowed) return null

  const openDialog = () => {
    setOpening((count) => count + 1)
    setOpen(true)
  }
  return (
    <>
      <Button label="app.requests.validate.action" size="small" color="success" onClick={openDialog}>
        <ValidateIcon />
      </Button>
      <ValidateRequestDialog key={opening} request={request} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
