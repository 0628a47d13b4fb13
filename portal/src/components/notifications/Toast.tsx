import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Grow from '@mui/material/Grow'
import { keyframes } from '@mui/material/styles'
import { useI18n } from '@/i18n/I18nProvider'
import type { Notification } from './types'

/** Errors stay longer: they usually ask the reader to do something. */
const DURATION_MS = { error: 9000, warning: 7000, success: 5000, info: 5000 }

const shrink = keyframes`from { transform: scaleX(1) } to { transform: scaleX(0) }`

type Props = { notification: Notification; onClose: () => void }

export function Toast({ notification, onClose }: Props) {
  const { t } = useI18n()
  const [paused, setPaused] = useState(false)
  const duration = DURATION_MS[notification.severity]

  return (
    <Grow in>
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { title: t('common.close') } }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        sx={{ position: 'relative', overflow: 'hidden', boxShadow: 4 }}
      >
        {notification.title && <AlertTitle>{notification.title}</AlertTitle>}
        {notification.messages.length === 1 ? (
          notification.messages[0]
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {notification.messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </Box>
        )}
        {/* The draining bar is the timer, so pausing on hover pauses both. */}
        <Box
          aria-hidden
          onAnimationEnd={onClose}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 3,
            bgcolor: 'rgba(255,255,255,0.6)',
            transformOrigin: 'left',
            animation: `${shrink} ${duration}ms linear forwards`,
            animationPlayState: paused ? 'paused' : 'running',
          }}
        />
      </Alert>
    </Grow>
  )
}
