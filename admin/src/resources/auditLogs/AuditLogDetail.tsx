import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { auditPayloadTexts, type AuditText } from '@posted-workers/domain'
import { useRecordContext, useTranslate } from 'react-admin'
import { useAuditLabels } from './auditLabels'
import type { AuditLog } from './types'

// A word breaks only when it cannot fit a line alone (a file key): a column is never narrower than a word.
const cell = { overflowWrap: 'break-word', verticalAlign: 'top', fontSize: 13 } as const

/** A value in words: a list one item a line. */
const Value = ({ text }: { text: AuditText | undefined }) =>
  Array.isArray(text) ? (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {text.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  ) : (
    <>{text}</>
  )

/**
 * A line's detail under its row: the changed fields as a table (before and after for an update, the values of a
 * creation or a deletion), then what else the line kept (an export's filter, a check's outcome); fields by their
 * label and values in words, as the export writes them (packages/domain `auditPayloadTexts`).
 */
export const AuditLogDetail = () => {
  const line = useRecordContext<AuditLog>()
  const translate = useTranslate()
  const labels = useAuditLabels()
  if (!line) return null
  const { changes, details } = auditPayloadTexts(line.payload, labels)
  const hasBefore = changes.some((row) => row.before !== undefined)
  const hasAfter = changes.some((row) => row.after !== undefined)
  const heading = (key: string) => (
    <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
      {translate(key)}
    </TableCell>
  )

  return (
    // On a phone the table scrolls sideways: the detail stays in view, as wide as the screen, and wraps.
    <Box sx={{ py: 1, position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 48px)', sm: '100%' } }}>
      {changes.length === 0 && details.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.audit.no_details')}
        </Typography>
      )}
      {changes.length > 0 && (
        <Table size="small" aria-label={translate('app.audit.changes')}>
          <TableHead>
            <TableRow>
              {heading('app.audit.field')}
              {hasBefore && heading(hasAfter ? 'app.audit.before' : 'app.audit.deleted_values')}
              {hasAfter && heading(hasBefore ? 'app.audit.after' : 'app.audit.created_values')}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((row) => (
              <TableRow key={row.field}>
                <TableCell sx={cell}>{row.label}</TableCell>
                {hasBefore && (
                  <TableCell sx={cell}>
                    <Value text={row.before} />
                  </TableCell>
                )}
                {hasAfter && (
                  <TableCell sx={cell}>
                    <Value text={row.after} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {details.length > 0 && (
        <Table size="small" aria-label={translate('app.audit.details')} sx={{ mt: changes.length ? 2 : 0 }}>
          <TableHead>
            <TableRow>
              {heading('app.audit.field')}
              {heading('app.audit.value')}
            </TableRow>
          </TableHead>
          <TableBody>
            {details.map((row) => (
              <TableRow key={row.field}>
                <TableCell sx={cell}>{row.label}</TableCell>
                <TableCell sx={cell}>
                  <Value text={row.value} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}
