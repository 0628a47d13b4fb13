import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import WarningRoundedIcon from '@mui/icons-material/WarningRounded'
import type { PostingReadiness, ReadinessState } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { readinessReasons, readinessSummary } from '../utils/readiness'

/** A shape as well as a colour for each state, for the readers who do not tell red from green. */
const LOOK: Record<ReadinessState, { icon: typeof CheckCircleIcon; color: 'success' | 'warning' | 'error' }> =
  {
    ready: { icon: CheckCircleIcon, color: 'success' },
    expiring: { icon: WarningRoundedIcon, color: 'warning' },
    not_ready: { icon: CancelIcon, color: 'error' },
  }

/** The light alone, for a line that says the state in words beside it. */
export function ReadinessIcon({ state }: { state: ReadinessState }) {
  const { icon: Icon, color } = LOOK[state]
  return <Icon color={color} fontSize="small" aria-hidden />
}

type Props = {
  readiness: PostingReadiness
  /** Whom or where the light is about, said first ("Jan KOWALSKI", "France"). */
  subject: string
  /** Inside something that already reacts to a click (a folded row's header): drawn, and read, but not a button. */
  still?: boolean
}

/**
 * A posting's readiness as a traffic light; its reasons show on hover, on focus and on a tap (a phone has no hover),
 * and a screen reader reads them with the state.
 */
export function ReadinessLight({ readiness, subject, still = false }: Props) {
  const { t } = useI18n()
  // Opened by a click too: a tap that ends before the touch delay runs out, or Enter on the focused light.
  const [open, setOpen] = useState(false)
  const label = t('readiness.about', { subject, summary: readinessSummary(readiness, t) })
  if (still) {
    return (
      <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex' }}>
        <ReadinessIcon state={readiness.readiness} />
      </Box>
    )
  }
  return (
    <Tooltip
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      describeChild
      enterTouchDelay={0}
      leaveTouchDelay={6000}
      title={
        <>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {t(`readiness.state.${readiness.readiness}`)}
          </Typography>
          {readinessReasons(readiness, t).map((line) => (
            <Typography key={line} variant="body2" component="p">
              {line}
            </Typography>
          ))}
        </>
      }
    >
      <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
        <ReadinessIcon state={readiness.readiness} />
      </IconButton>
    </Tooltip>
  )
}
