import type { AuthorityRequestAnswer } from '@posted-workers/domain'

/** A row of the list, and the record of show and edit: the api's answer as it is. */
export type AuthorityRequest = AuthorityRequestAnswer
