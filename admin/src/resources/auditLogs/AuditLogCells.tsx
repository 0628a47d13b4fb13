import type { MouseEvent } from 'react'
import { Typography } from '@mui/material'
import { Link, useCreatePath, useRecordContext, useResourceDefinitions, useTranslate } from 'react-admin'
import { dateTimeParts } from '@posted-workers/domain'
import { actionLabel, recordScreen, subjectTypeLabel } from './auditLabels'
import type { AuditLog } from './types'

export const WhenCell = () => {
  const line = useRecordContext<AuditLog>()
  if (!line) return null
  const { date, time } = dateTimeParts(line.createdAt) ?? { date: '', time: '' }
  return (
    <>
      <Typography variant="body2">{date}</Typography>
      <Typography variant="caption" color="text.secondary">
        {time}
      </Typography>
    </>
  )
}

/** Who acted: name and login, or "System" (the payment provider, a scheduled job). */
export const WhoCell = () => {
  const line = useRecordContext<AuditLog>()
  const translate = useTranslate()
  if (!line) return null
  if (!line.user) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate('app.audit.system')}
      </Typography>
    )
  }
  return (
    <>
      <Typography variant="body2">{line.user.name ?? line.user.login}</Typography>
      {line.user.name && (
        <Typography variant="caption" color="text.secondary">
          {line.user.login}
        </Typography>
      )}
    </>
  )
}

export const ActionCell = () => {
  const line = useRecordContext<AuditLog>()
  const translate = useTranslate()
  if (!line) return null
  return (
    <Typography variant="body2" title={line.action}>
      {actionLabel(line.action, translate)}
    </Typography>
  )
}

/** The record's type and id, linked to its screen where the back-office has one. */
export const RecordCell = () => {
  const line = useRecordContext<AuditLog>()
  const translate = useTranslate()
  const definitions = useResourceDefinitions()
  const createPath = useCreatePath()
  if (!line) return null
  const label = subjectTypeLabel(line.subjectType, translate)
  if (line.subjectId === null) return <>{label}</>
  const text = `${label} #${line.subjectId}`
  const screen = recordScreen(line.subjectType, definitions)
  if (!screen) return <>{text}</>
  return (
    <Link
      to={createPath({ resource: screen.resource, id: line.subjectId, type: screen.type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  )
}
