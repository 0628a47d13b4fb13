export type Severity = 'error' | 'warning' | 'success' | 'info'

export type Notification = { severity: Severity; title?: string; messages: string[] }

export type Notify = (notification: Notification) => void
