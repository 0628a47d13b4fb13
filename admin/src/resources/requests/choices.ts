import { choicesOf } from '../../enums'

export const requestTypes = ['creation', 'renewal', 'upgrade'] as const
export const requestStatuses = ['pending_payment', 'payment_failed', 'validated', 'removed'] as const
export const mops = ['CARD', 'TRANSFER'] as const
/** The server's status filter: `pending` gathers pending_payment and payment_failed. */
export const statusFilters = ['pending', 'validated', 'removed', 'all'] as const
/** The list's default, and the server's when no status is given. */
export const defaultStatusFilter: (typeof statusFilters)[number] = 'pending'

export const requestTypeChoices = choicesOf('request_type', requestTypes)
export const statusFilterChoices = choicesOf('request_status_filter', statusFilters)
export const mopChoices = choicesOf('mop', mops)
