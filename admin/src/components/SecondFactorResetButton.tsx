import ResetIcon from '@mui/icons-material/LockReset'
import { useState } from 'react'
import Button from '@mui/material/Button'
import { Confirm, useGetIdentity, useRecordContext, useTranslate, type Identifier } from 'react-admin'
import { useServerAction } from '@/components/useServerAction'
import type { ActionAnswer, AppDataProvider } from '@/providers/dataProvider'

type Account = { id: Identifier; login: string }

/**
 * A button that clears the second factor of the record's account, after a confirmation naming its login: for someone
 * who lost both the phone and the recovery codes. `words`: the key prefix of its `action`, `title`, `content` and
 * `done`; `shown`: whether the record has a factor this admin (`adminId`, undefined while unknown) may clear; the server
 * refuses the others too.
 */
export const SecondFactorResetButton = <T extends Account>({
  words,
  reset,
  shown,
}: {
  words: string
  reset: (dataProvider: AppDataProvider, id: Identifier) => Promise<ActionAnswer>
  shown: (record: T, adminId: Identifier | undefined) => boolean
}) => {
  const record = useRecordContext<T>()
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const [open, setOpen] = useState(false)
  const { mutate, isPending } = useServerAction<Identifier>(reset, `${words}.done`, () => setOpen(false))
  if (!record || !shown(record, identity?.id)) return null

  return (
    <>
      {/* MUI's button: react-admin's shows only its icon on a phone, too little for what it does. */}
      <Button color="warning" startIcon={<ResetIcon />} onClick={() => setOpen(true)}>
        {translate(`${words}.action`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${words}.title`}
        content={`${words}.content`}
        titleTranslateOptions={{ login: record.login }}
        confirm={`${words}.action`}
        confirmColor="warning"
        ConfirmIcon={ResetIcon}
        onConfirm={() => mutate(record.id)}
        onClose={() => !isPending && setOpen(false)}
      />
    </>
  )
}
