import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { AuthorityRequestUploadAnswer, CompanyAuthorityRequestsAnswer } from '@posted-workers/domain'
import UploadAuthorityFiles from '#actions/authority_requests/upload_authority_files'
import { todayUtc } from '#services/contracts/contract_term'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { auditedAdmin } from '#services/audit/audited_admin'
import { withUploadedFiles } from '#services/uploads/receive_uploads'
import { sniffUpload, uploadLimits } from '#services/workers/upload_rules'
import {
  authorityRequestAnswer,
  authorityRequestAnswers,
} from '#services/authority_requests/authority_request_rows'
import { uploadItems } from '#services/authority_requests/authority_upload_rules'

/**
 * A company's inspectors' requests in the portal: those not closed, with what is still missing, and the upload of
 * files into one (multipart, the rules of drivers' documents). Own company only (or an admin).
 */
export default class AuthorityRequestsController {
  async index(ctx: HttpContext): Promise<CompanyAuthorityRequestsAnswer> {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const rows = await db
      .from('authority_requests')
      .where('company_id', company.id)
      .whereNot('status', 'closed')
      .orderBy('due_on')
      .orderBy('id')
      .select('id')
    return {
      authorityRequests: await authorityRequestAnswers(
        rows.map((row) => Number(row.id)),
        todayUtc()
      ),
    }
  }

  async show(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    return authorityRequestAnswer(ctx.params.authorityRequestId, todayUtc(), company.id)
  }

  @inject()
  async upload(ctx: HttpContext, action: UploadAuthorityFiles): Promise<AuthorityRequestUploadAnswer> {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const { id } = await authorityRequestAnswer(ctx.params.authorityRequestId, todayUtc(), company.id)
    const count = await withUploadedFiles(ctx, 'files', uploadLimits, async (files) => {
      const items = uploadItems(files, ctx.request.input('kinds'), ctx.request.input('driverIds'))
      const sniffed = await Promise.all(files.map((file) => sniffUpload(file)))
      return action.handle(id, company.id, sniffed, items, ctx.auth.getUserOrFail().id, auditedAdmin(ctx))
    })
    return {
      uploaded: true,
      authorityRequest: await authorityRequestAnswer(id, todayUtc(), company.id),
      successes: [{ message: ctx.i18n.t('authority_requests.uploaded', { count }) }],
    }
  }
}
