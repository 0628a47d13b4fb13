import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useI18n } from '../i18n/I18nProvider'

type Props = {
  /** No answer yet: the rows' shape. */
  loading: boolean
  /** The call failed and there is nothing to show: the message and a way to try again. */
  failed: boolean
  failedText: string
  onRetry: () => void
  /** An answer without rows, and the text that says so (a list that draws its own emptiness leaves both out). */
  empty?: boolean
  emptyText?: string
  /** The rows. */
  children: ReactNode
}

/** The four states of a list loaded from the api, drawn alike everywhere: loading, failed, empty, its rows. */
export function QueryView({ loading, failed, failedText, onRetry, empty, emptyText, children }: Props) {
  const { t } = useI18n()
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Box>
    )
  }
  if (failed) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography color="text.secondary">{failedText}</Typography>
        <Button size="small" onClick={onRetry}>
          {t('contracts.retry')}
        </Button>
      </Box>
    )
  }
  if (empty && emptyText) return <Typography color="text.secondary">{emptyText}</Typography>
  return <>{children}</>
}
