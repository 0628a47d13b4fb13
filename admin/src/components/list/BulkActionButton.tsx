import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material'
import DoneIcon from '@mui/icons-material/CheckCircleOutline'
import RefusedIcon from '@mui/icons-material/ErrorOutline'
import { useState, type ReactNode } from 'react'
import { Button, useListContext, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import { runEach, type BulkOutcome } from './bulkRun'

interface Props<RecordType extends RaRecord> {
  /** The button's and the dialog's title (translation keys). */
  label: string
  title: string
  /** What the admin confirms before anything is sent. */
  intro: string
  icon: ReactNode
  /** A row's name in the summary (its company, its number). */
  nameOf: (record: RecordType) => string
  /** Why a selected row is not sent at all (translated), or null to send it. */
  refusalOf?: (record: RecordType) => string | null
  /** Sends one row; resolves to the message to show for it, rejects with the server's reason. */
  run: (record: RecordType) => Promise<string>
}

const titleId = 'bulk-action-title'

/**
 * An action on every selected row, one call each (a call is one transaction on the server, and its own audit line):
 * the admin confirms, then reads what passed and why the others were refused; the list reloads when the summary is
 * closed.
 */
export function BulkActionButton<RecordType extends RaRecord>(props: Props<RecordType>) {
  const { data = [], selectedIds, onUnselectItems } = useListContext<RecordType>()
  const translate = useTranslate()
  const refresh = useRefresh()
  const [stage, setStage] = useState<'closed' | 'confirm' | 'running' | 'done'>('closed')
  const [outcomes, setOutcomes] = useState<BulkOutcome[]>([])
  const selected = data.filter((record) => selectedIds.includes(record.id))

  const start = async () => {
    setStage('running')
    setOutcomes(await runEach(selected, props.nameOf, props.refusalOf ?? (() => null), props.run))
    setStage('done')
  }
  const close = () => {
    if (stage === 'running') return
    if (stage === 'done') {
      onUnselectItems()
      refresh()
    }
    setStage('closed')
  }
  const passed = outcomes.filter((outcome) => outcome.ok).length
  // Before running, the rows to confirm; after, what became of each.
  const rows: Partial<BulkOutcome>[] =
    stage === 'done' ? outcomes : selected.map((record) => ({ name: props.nameOf(record) }))

  return (
    <>
      <Button label={props.label} onClick={() => setStage('confirm')}>
        <>{props.icon}</>
      </Button>
      <Dialog open={stage !== 'closed'} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(props.title, { smart_count: selected.length })}</DialogTitle>
        <DialogContent dividers>
          {stage === 'done' ? (
            <Alert severity={passed === outcomes.length ? 'success' : 'warning'} sx={{ mb: 1 }}>
              {translate('app.list.bulk.summary', { passed, total: outcomes.length })}
            </Alert>
          ) : (
            <DialogContentText variant="body2">{translate(props.intro)}</DialogContentText>
          )}
          <List dense>
            {rows.map((row, index) => (
              <ListItem key={index} disableGutters>
                {row.ok !== undefined && (
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {row.ok ? <DoneIcon color="success" /> : <RefusedIcon color="error" />}
                  </ListItemIcon>
                )}
                <ListItemText primary={row.name} secondary={row.message} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {stage === 'done' ? (
            <MuiButton variant="contained" onClick={close}>
              {translate('ra.action.close')}
            </MuiButton>
          ) : (
            <>
              <MuiButton onClick={close} disabled={stage === 'running'}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <MuiButton
                variant="contained"
                onClick={start}
                disabled={stage === 'running' || selected.length === 0}
                startIcon={stage === 'running' ? <CircularProgress size={16} /> : undefined}
              >
                {translate(props.label)}
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  )
}
