import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import { NotFoundException } from '#exceptions/not_found_exception'

/**
 * The company named in the URL, when the signed-in user may reach it. Another company's id answers
 * 404 exactly like a missing one, so ids cannot be probed.
 */
export async function findOwnCompany(ctx: HttpContext, id: unknown) {
  const company = await Company.find(Number(id))
  if (!company || (await ctx.bouncer.with('CompanyPolicy').denies('view', company))) {
    throw new NotFoundException()
  }
  return company
}
