import type User from '#models/user'
import type Attachment from '#models/attachment'
import AppPolicy from '#policies/base_policy'
import { isVisibleToCompany } from '#services/attachments/visible_attachments'

/**
 * Attachments: an admin downloads any (inactive ones too); a customer only an active one offered to their company
 * (a country of its contracts; for a promo-code holders' attachment, a country bought with a promo code).
 */
export default class AttachmentPolicy extends AppPolicy {
  /** The back-office's list, creation, changes and deletion. */
  manage(user: User) {
    return this.isAdmin(user)
  }

  /** A back-office user reads any, as they read any company's page (an accountant too: a read). */
  async download(user: User, attachment: Attachment) {
    if (this.isStaff(user)) return true
    if (user.companyId === null) return false
    return isVisibleToCompany(attachment, user.companyId)
  }
}
