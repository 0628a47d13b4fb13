import {
  authorityChecklist,
  type AuthorityItem,
  type AuthorityRequestAnswer,
  type AuthorityRequestFileAnswer,
} from '@posted-workers/domain'

/** A line of a request's checklist with the files already put on it (none: still missing). */
export interface ChecklistLine extends AuthorityItem {
  key: string
  files: AuthorityRequestFileAnswer[]
}

export const lineKey = (item: AuthorityItem) => `${item.kind}:${item.driverId ?? ''}`

/** Every line the request asks for, the missing ones first, each with its files. */
export function checklistLines(request: Pick<AuthorityRequestAnswer, 'kinds' | 'driverIds' | 'files'>) {
  const lines = authorityChecklist(request.kinds, request.driverIds).map((item): ChecklistLine => ({
    ...item,
    key: lineKey(item),
    files: request.files.filter((file) => file.kind === item.kind && file.driverId === item.driverId),
  }))
  return [
    ...lines.filter((line) => line.files.length === 0),
    ...lines.filter((line) => line.files.length > 0),
  ]
}

/** The line a key names back (the upload form's choice). */
export function itemOfKey(key: string): AuthorityItem {
  const [kind, driver] = key.split(':')
  return { kind: kind as AuthorityItem['kind'], driverId: driver ? Number(driver) : null }
}
