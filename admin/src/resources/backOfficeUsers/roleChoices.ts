import { BACK_OFFICE_ROLES } from '@posted-workers/domain'
import { choicesOf } from '@/enums'

/** The roles as select choices, labelled by `app.back_office_users.roles.*`. */
export const roleChoices = choicesOf('back_office_users.roles', BACK_OFFICE_ROLES)
