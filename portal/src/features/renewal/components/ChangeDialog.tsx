import { useId, useRef, type FormEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { revealFirstError } from '@/features/order'
import { useNarrowDialog } from '@/components/useNarrowDialog'
import type { ChangeForm } from './useChangeForm'

/** Side by side from this width: the form, and its summary that stays in view while the form scrolls. */
const WIDE = '@media (min-width: 900px)'

type Props = {
  title: string
  subtitle: string
  submitLabel: string
  form: ChangeForm
  summary: ReactNode
  onClose: () => void
  /** The form's sections. */
  children: ReactNode
}

/** The modal of a renewal or an upgrade: the sections, the summary, and the submit button with why it waits. */
export function ChangeDialog({ title, subtitle, submitLabel, form, summary, onClose, children }: Props) {
  const { t } = useI18n()
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const contentRef = useRef<HTMLDivElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await form.submit()) revealFirstError(contentRef.current)
  }

  return (
    <Dialog
      open
      onClose={form.busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId} sx={{ pb: 1 }}>
          {title}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {subtitle}
          </Typography>
        </DialogTitle>
        <DialogContent
          dividers
          ref={contentRef}
          sx={{ bgcolor: 'background.default', px: { xs: 1.5, sm: 3 } }}
        >
          {form.references.loading ? (
            <LinearProgress aria-label={t('app.loading')} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: '1fr',
                [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' },
              }}
            >
              <Stack spacing={3} sx={{ minWidth: 0 }}>
                {children}
              </Stack>
              <Box sx={{ [WIDE]: { position: 'sticky', top: 0 } }}>{summary}</Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {form.blocker && !form.references.loading && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' }, mr: 'auto' }}
            >
              {t(`change.blocker.${form.blocker}`)}
            </Typography>
          )}
          <Button onClick={onClose} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.submittable}
            loading={form.busy}
            startIcon={<LockOutlinedIcon />}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
