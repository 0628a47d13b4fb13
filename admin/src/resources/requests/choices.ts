import {
  PAYMENT_METHODS,
  REQUEST_STATUS_FILTERS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
} from '@posted-workers/domain'
import { choicesOf } from '@/enums'

export const requestTypes = REQUEST_TYPES
export const requestStatuses = REQUEST_STATUSES
export const mops = PAYMENT_METHODS
export const statusFilters = REQUEST_STATUS_FILTERS
/** The list's default, and the server's when no status is given. */
export const defaultStatusFilter: (typeof statusFilters)[number] = 'pending'

export const requestTypeChoices = choicesOf('request_type', requestTypes)
export const statusFilterChoices = choicesOf('request_status_filter', statusFilters)
export const mopChoices = choicesOf('mop', mops)
