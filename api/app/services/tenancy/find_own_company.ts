import type { HttpContext } from '@adonisjs/core/http'
import type { CompanyAbility } from '@posted-workers/domain'
import Company from '#models/company'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'

/**
 * The company named in the URL, when the signed-in user may reach it and their company role allows `ability`.
 * Another company's id answers 404 exactly like a missing one, so ids cannot be probed; their own company with a
 * role that does not allow it answers 403 with the reason.
 */
export async function findOwnCompany(ctx: HttpContext, id: unknown, ability: CompanyAbility) {
  const company = await Company.find(Number(id))
  if (!company || (await ctx.bouncer.with('CompanyPolicy').denies('view', company))) {
    throw new NotFoundException()
  }
  await assertCompanyAbility(ctx, company.id, ability)
  return company
}

/** 403 with the reason when the user's role in the company (already reached) does not allow `ability`. */
export async function assertCompanyAbility(ctx: HttpContext, companyId: number, ability: CompanyAbility) {
  if (await ctx.bouncer.with('CompanyPolicy').denies('use', { id: companyId }, ability)) {
    // A back-office user has no company role to ask an owner about: their back-office role is the reason.
    const reason = ctx.auth.user?.isStaff ? 'errors.backOfficeRole' : 'errors.companyRole'
    throw new BusinessException(reason, { status: 403 })
  }
}
