import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { auditPayloadRows, auditValueText } from '@posted-workers/domain'
import { useRecordContext, useTranslate } from 'react-admin'
import { fieldLabel } from './auditLabels'
import type { AuditLog } from './types'

const cell = { wordBreak: 'break-word', verticalAlign: 'top', fontSize: 13 } as const

/**
 * A line's detail under its row: the changed fields as a table (before and after for an update, the values of a
 * creation or a deletion), then what else the line kept (an export's filter, a check's outcome).
 */
export const AuditLogDetail = () => {
  const line = useRecordContext<AuditLog>()
  const translate = useTranslate()
  if (!line) return null
  const { changes, details } = auditPayloadRows(line.payload)
  const fieldName = (field: string) => fieldLabel(line.subjectType, field, translate)
  const valueText = (value: unknown) => {
    if (typeof value === 'boolean') return translate(value ? 'app.yes' : 'app.no')
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ')
    return auditValueText(value)
  }
  const hasBefore = changes.some((row) => 'before' in row)
  const hasAfter = changes.some((row) => 'after' in row)
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
                <TableCell sx={cell}>{fieldName(row.field)}</TableCell>
                {hasBefore && <TableCell sx={cell}>{valueText(row.before)}</TableCell>}
                {hasAfter && <TableCell sx={cell}>{valueText(row.after)}</TableCell>}
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
                <TableCell sx={cell}>{fieldName(row.field)}</TableCell>
                <TableCell sx={cell}>{valueText(row.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}
