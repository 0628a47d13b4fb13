import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'

export const ATTACHMENTS_URL = '/en/api/admin/attachments'

export interface AttachmentForm {
  titles?: { fr?: string | null; pl?: string | null; en?: string | null }
  countryCodes?: string[]
  hasCode?: boolean
  isActive?: boolean
}

export interface FormFile {
  bytes: Buffer
  name: string
}

export const A_PDF: FormFile = { bytes: PDF_BYTES, name: 'guide.pdf' }

/** The representative countries the tests offer attachments for. */
export async function someCountries(...codes: string[]) {
  return Promise.all(
    codes.map((code) => RepresentativeCountryFactory.merge({ code, name: `Country ${code}` }).create())
  )
}

/** The back-office's multipart body, as its data provider sends it: the record as JSON in `input`, the PDF in `file`. */
export function sendAttachment(
  client: ApiClient,
  admin: User | null,
  method: 'post' | 'put',
  url: string,
  form: AttachmentForm,
  file: FormFile | null = A_PDF
) {
  let request = client[method](url).field('input', JSON.stringify(form)).withCsrfToken()
  if (file) request = request.file('file', file.bytes, { filename: file.name })
  return admin ? request.loginAs(admin) : request
}

export const createAttachment = (client: ApiClient, admin: User, form: AttachmentForm, file = A_PDF) =>
  sendAttachment(client, admin, 'post', ATTACHMENTS_URL, form, file)

/** Every key stored under `attachments/` on the (faked) disk. */
export async function storedAttachmentKeys() {
  const keys: string[] = []
  for await (const item of (await drive.use().listAll('attachments', { recursive: true })).objects) {
    if (item.isFile) keys.push(item.key)
  }
  return keys.sort()
}

/** The audit lines written since `sinceId` (exclusive), oldest first. */
export function auditLinesSince(sinceId: number) {
  return AuditLog.query().where('id', '>', sinceId).orderBy('id', 'asc')
}

export async function lastAuditId() {
  const last = await AuditLog.query().orderBy('id', 'desc').first()
  return last?.id ?? 0
}
