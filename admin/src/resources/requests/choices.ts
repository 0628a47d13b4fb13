import { PAYMENT_METHODS, REQUEST_STATUS_FILTERS, REQUEST_TYPES } from '@posted-workers/domain'
import { choicesOf } from '@/enums'

export const requestTypeChoices = choicesOf('request_type', REQUEST_TYPES)
export const statusFilterChoices = choicesOf('request_status_filter', REQUEST_STATUS_FILTERS)
export const mopChoices = choicesOf('mop', PAYMENT_METHODS)
