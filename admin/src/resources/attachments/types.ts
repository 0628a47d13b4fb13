import type { AdminAttachmentAnswer } from '@posted-workers/domain'

/** An attachment as the list and the forms read it. */
export type Attachment = AdminAttachmentAnswer
