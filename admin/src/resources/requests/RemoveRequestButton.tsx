import RemoveIcon from '@mui/icons-material/RemoveCircleOutline'
import { useState } from 'react'
import { Button, Confirm, useRecordContext } from 'react-admin'
import type { WorkerRequest } from './types'
import { useServerAction } from '@/components/useServerAction'

/** Removes a request the server lets go, after a confirmation naming the company. */
export const RemoveRequestButton = () => {
  const request = useRecordContext<WorkerRequest>()
  const [open, setOpen] = useState(false)
  const { mutate, isPending } = useServerAction<WorkerRequest['id']>(
    (dataProvider, id) => dataProvider.removeRequest(id),
    'app.requests.remove.done',
    () => setOpen(false)
  )
  if (!request?.isRemoveAllowed) return null

  return (
    <>
      <Button label="app.requests.remove.action" size="small" color="error" onClick={() => setOpen(true)}>
        <RemoveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.requests.remove.title"
        content="app.requests.remove.content"
        contentTranslateOptions={{ company: request.company.name }}
        confirm="app.requests.remove.action"
        confirmColor="warning"
        ConfirmIcon={RemoveIcon}
        onConfirm={() => mutate(request.id)}
        onClose={() => !isPending && setOpen(false)}
      />
    </>
  )
}
