import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SaveDeclaration from '#actions/declarations/save_declaration'
import ChangeDeclarationStatus from '#actions/declarations/change_declaration_status'
import AttachDeclarationPdf from '#actions/declarations/attach_declaration_pdf'
import PostingDeclaration from '#models/posting_declaration'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'
import { auditedAdmin } from '#services/audit/audited_admin'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { todayUtc } from '#services/contracts/contract_term'
import {
  declarationRegister,
  declarationRows,
  presentDeclaration,
} from '#services/declarations/declaration_register'
import { sendDeclarationPdfs, sendImiExport } from '#services/declarations/declaration_export'
import { withUploadedFiles } from '#services/uploads/receive_uploads'
import { checkUploadShape, sniffUpload, uploadLimits } from '#services/workers/upload_rules'
import {
  createDeclarationValidator,
  declarationQueryValidator,
  updateDeclarationValidator,
} from '#validators/declaration'

/** The declarations register of a company: per host country, who is declared until when; made, changed, exported. */
export default class PostingDeclarationsController {
  async index(ctx: HttpContext) {
    const company = await this.#company(ctx)
    const query = await ctx.request.validateUsing(declarationQueryValidator, { data: ctx.request.qs() })
    return declarationRegister(company, query.country, todayUtc())
  }

  @inject()
  async create(ctx: HttpContext, action: SaveDeclaration) {
    const company = await this.#company(ctx)
    const { workerId, ...input } = await ctx.request.validateUsing(createDeclarationValidator)
    const declaration = await action.create(company, workerId, input, auditedAdmin(ctx))
    return {
      created: true,
      declaration: await this.#present(declaration.id),
      successes: [{ message: ctx.i18n.t('declarations.created') }],
    }
  }

  @inject()
  async update(ctx: HttpContext, action: SaveDeclaration) {
    const company = await this.#company(ctx)
    // Another company's declaration answers 404 before the form is read, so that its ids cannot be probed.
    const own = await this.#own(ctx, company.id)
    const input = await ctx.request.validateUsing(updateDeclarationValidator)
    const declaration = await action.update(
      company,
      own.id,
      input,
      (key) => ctx.i18n.t(key),
      auditedAdmin(ctx)
    )
    return {
      updated: true,
      declaration: await this.#present(declaration.id),
      successes: [{ message: ctx.i18n.t('declarations.updated') }],
    }
  }

  @inject()
  async submit(ctx: HttpContext, action: ChangeDeclarationStatus) {
    const company = await this.#company(ctx)
    const imiNumber = ctx.request.input('imiNumber')
    const declaration = await action.handle(
      company,
      this.#id(ctx),
      'submitted',
      {
        imiNumber: typeof imiNumber === 'string' ? imiNumber.trim().slice(0, 40) : null,
        translate: (key) => ctx.i18n.t(key),
      },
      auditedAdmin(ctx)
    )
    return {
      updated: true,
      declaration: await this.#present(declaration.id),
      successes: [{ message: ctx.i18n.t('declarations.submitted') }],
    }
  }

  @inject()
  async withdraw(ctx: HttpContext, action: ChangeDeclarationStatus) {
    const company = await this.#company(ctx)
    const declaration = await action.handle(
      company,
      this.#id(ctx),
      'withdrawn',
      {
        translate: (key) => ctx.i18n.t(key),
      },
      auditedAdmin(ctx)
    )
    return {
      updated: true,
      declaration: await this.#present(declaration.id),
      successes: [{ message: ctx.i18n.t('declarations.withdrawn') }],
    }
  }

  /** The IMI PDF of a submitted declaration (multipart `files`, one file). */
  @inject()
  async attachPdf(ctx: HttpContext, action: AttachDeclarationPdf) {
    const company = await this.#company(ctx)
    const declaration = await this.#own(ctx, company.id)
    const document = await withUploadedFiles(
      ctx,
      'files',
      { ...uploadLimits, maxFiles: 1 },
      async (files) => {
        checkUploadShape(
          files,
          files.map(() => 'POSTING_DECLARATION')
        )
        if (files.length > 1) {
          throw new BusinessException('workers.upload.tooManyFiles', {
            status: 422,
            field: 'files',
            data: { max: 1 },
          })
        }
        return action.handle(company, declaration.id, await sniffUpload(files[0]), auditedAdmin(ctx))
      }
    )
    return {
      uploaded: true,
      declaration: await this.#present(declaration.id),
      successes: [{ message: ctx.i18n.t('workers.uploaded', { count: 1 }), name: document.fileName }],
    }
  }

  /** The IMI fields of a host country's declarations over a period, one row per driver (.xlsx, or `format=csv`). */
  async export(ctx: HttpContext) {
    const company = await this.#company(ctx)
    const query = await ctx.request.validateUsing(declarationQueryValidator, { data: ctx.request.qs() })
    const today = todayUtc()
    const scope = { companyId: company.id, country: query.country, from: query.from ?? today, to: query.to }
    return sendImiExport(ctx, scope, query.format ?? 'xlsx', today)
  }

  /** The IMI PDFs of the same declarations, as one ZIP. */
  async pdfs(ctx: HttpContext) {
    const company = await this.#company(ctx)
    const query = await ctx.request.validateUsing(declarationQueryValidator, { data: ctx.request.qs() })
    const today = todayUtc()
    return sendDeclarationPdfs(
      ctx,
      { companyId: company.id, country: query.country, from: query.from ?? today, to: query.to },
      today
    )
  }

  async #company(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', { companyId: company.id })
    return company
  }

  #id(ctx: HttpContext) {
    return Number(ctx.params.declarationId)
  }

  async #own(ctx: HttpContext, companyId: number) {
    const declaration = await PostingDeclaration.query()
      .where('id', this.#id(ctx))
      .where('company_id', companyId)
      .first()
    if (!declaration) throw new NotFoundException()
    return declaration
  }

  async #present(id: number) {
    const row = await declarationRows({}).where('posting_declarations.id', id).first()
    return presentDeclaration(row, todayUtc())
  }
}
