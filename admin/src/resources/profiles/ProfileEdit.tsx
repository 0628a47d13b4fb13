import CloseIcon from '@mui/icons-material/Close'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
} from '@mui/material'
import { useCallback } from 'react'
import {
  EditBase,
  Form,
  SaveButton,
  useCreatePath,
  useGetRecordRepresentation,
  useMatch,
  useNavigate,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { toProfilePayload } from './profilePayload'
import { ProfileInputs } from './ProfileInputs'
import { TurnOffSecondFactorButton } from './TurnOffSecondFactorButton'
import type { Profile } from './types'

const titleId = 'profile-edit-title'

const ProfileDialogTitle = ({ onClose }: { onClose: () => void }) => {
  const profile = useRecordContext<Profile>()
  const translate = useTranslate()
  const represent = useGetRecordRepresentation('profiles')
  return (
    <DialogTitle id={titleId} sx={{ pr: 7 }}>
      {translate('ra.page.edit', {
        name: translate('resources.profiles.name', { smart_count: 1 }),
        recordRepresentation: profile ? represent(profile) : '',
      })}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {[profile?.login, profile?.email, profile?.companyName].filter(Boolean).join(' · ')}
      </Typography>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  )
}

/**
 * The edit form as a dialog over the list, open while the route is /profiles/:id. Saving waits for the
 * server (pessimistic) so that its validation errors land on the fields.
 */
export const ProfileEdit = () => {
  const match = useMatch({ path: '/profiles/:id', end: true })
  const id = match?.params.id === undefined ? undefined : Number(match.params.id)
  const navigate = useNavigate()
  const createPath = useCreatePath()
  const notify = useNotify()
  const translate = useTranslate()
  const close = useCallback(
    () => navigate(createPath({ resource: 'profiles', type: 'list' })),
    [navigate, createPath]
  )
  const onSuccess = useCallback(() => {
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
    close()
  }, [notify, close])

  return (
    <Dialog open={id !== undefined} onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {id !== undefined && (
        <EditBase<Profile>
          resource="profiles"
          id={id}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          redirect={false}
          transform={toProfilePayload}
          loading={<LinearProgress sx={{ m: 3 }} />}
        >
          <ProfileDialogTitle onClose={close} />
          <Form warnWhenUnsavedChanges>
            <DialogContent dividers>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <ProfileInputs />
              </Box>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', rowGap: 1 }}>
              {/* On a phone, a row of its own above Cancel and Save. */}
              <Box sx={{ flex: { xs: '1 0 100%', sm: 1 } }}>
                <TurnOffSecondFactorButton />
              </Box>
              {/* MUI's button: react-admin's shows only its icon on a phone, and Cancel has none. */}
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SaveButton />
            </DialogActions>
          </Form>
        </EditBase>
      )}
    </Dialog>
  )
}
