import ResetIcon from '@mui/icons-material/LockReset'
import { useState } from 'react'
import { Button, Confirm, useGetIdentity, useRecordContext } from 'react-admin'
import { useServerAction } from '@/components/useServerAction'
import type { BackOfficeUser } from './types'

/**
 * Clears another back-office user's second factor, after a confirmation naming them: for someone who lost both the
 * phone and the recovery codes. Shown for a user who has one and is not the admin looking (the server refuses that
 * too: one's own recovery codes, or another admin, are the way back).
 */
export const ResetSecondFactorButton = () => {
  const user = useRecordContext<BackOfficeUser>()
  const { identity } = useGetIdentity()
  const [open, setOpen] = useState(false)
  const { mutate, isPending } = useServerAction<BackOfficeUser['id']>(
    (dataProvider, id) => dataProvider.resetSecondFactor(id),
    'app.back_office_users.reset_second_factor.done',
    () => setOpen(false)
  )
  if (!user?.totpEnabled || !identity || identity.id === user.id) return null

  return (
    <>
      <Button
        label="app.back_office_users.reset_second_factor.action"
        color="warning"
        onClick={() => setOpen(true)}
      >
        <ResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.back_office_users.reset_second_factor.title"
        content="app.back_office_users.reset_second_factor.content"
        titleTranslateOptions={{ login: user.login }}
        confirm="app.back_office_users.reset_second_factor.action"
        confirmColor="warning"
        ConfirmIcon={ResetIcon}
        onConfirm={() => mutate(user.id)}
        onClose={() => !isPending && setOpen(false)}
      />
    </>
  )
}
