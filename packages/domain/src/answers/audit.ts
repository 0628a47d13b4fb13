/** The back-office's attachments and audit log (api/API.md, "Attachments (back-office)", "Audit log"). */

/** An attachment as the back-office lists and edits it. */
export interface AdminAttachmentAnswer {
  id: number
  /** The title in the language of the call, else the first filled in fr, pl, en order. */
  title: string
  titles: { fr: string | null; pl: string | null; en: string | null }
  countryCodes: string[]
  /** Reserved to companies that bought a contract of the country with a promo code. */
  hasCode: boolean
  isActive: boolean
  /** The file customers download: its name and same-origin link (language included). */
  file: { src: string; title: string }
  createdAt: string
  updatedAt: string
}

/** Who wrote an audit line: a user (an admin, or a customer acting on their own company), or the system (null). */
export interface AuditLogUser {
  id: number
  login: string
  name: string | null
}

/** One line of the audit log. */
export interface AuditLogAnswer {
  id: number
  /** ISO instant, UTC. */
  createdAt: string
  user: AuditLogUser | null
  /** `<camelCaseSubject>.<verb>`, e.g. `attachment.update`; an export is `<resource>.export`. */
  action: string
  /** snake_case, e.g. `representative_country`. */
  subjectType: string
  subjectId: number | null
  ip: string | null
  /** What the action kept: `before` and `after` for an update, `after` for a creation, `before` for a deletion. */
  payload: Record<string, unknown> | null
}

/** The choices of the audit log's filters: the admins who have lines, and the actions that occur. */
export interface AuditLogChoicesAnswer {
  admins: AuditLogUser[]
  actions: string[]
  subjectTypes: string[]
}
