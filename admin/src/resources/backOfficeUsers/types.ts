import type { BackOfficeUserAnswer } from '@posted-workers/domain'

/** A back-office user as the `backOfficeUsers` resource answers (API.md, "Back-office users"). */
export type BackOfficeUser = BackOfficeUserAnswer
