import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Vehicle from '#models/vehicle'
import SaveOperator from '#actions/declarations/save_operator'
import AddVehicle from '#actions/declarations/add_vehicle'
import RemoveVehicle from '#actions/declarations/remove_vehicle'
import { auditedAdmin } from '#services/audit/audited_admin'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { presentOperator } from '#services/declarations/declaration_presenter'
import { operatorValidator, vehicleValidator } from '#validators/declaration'

/** The operator's IMI data (Community licence, contact person) and its fleet. */
export default class OperatorController {
  async show(ctx: HttpContext) {
    const company = await this.#company(ctx)
    return { operator: await this.#present(company) }
  }

  @inject()
  async update(ctx: HttpContext, action: SaveOperator) {
    const company = await this.#company(ctx)
    const fields = await ctx.request.validateUsing(operatorValidator)
    const saved = await action.handle(company.id, fields, auditedAdmin(ctx))
    return {
      updated: true,
      operator: await this.#present(saved),
      successes: [{ message: ctx.i18n.t('declarations.operatorSaved') }],
    }
  }

  @inject()
  async addVehicle(ctx: HttpContext, action: AddVehicle) {
    const company = await this.#company(ctx)
    const vehicle = await action.handle(
      company.id,
      await ctx.request.validateUsing(vehicleValidator),
      auditedAdmin(ctx)
    )
    return {
      created: true,
      operator: await this.#present(company),
      successes: [{ message: ctx.i18n.t('declarations.vehicleAdded', { plate: vehicle.plate }) }],
    }
  }

  @inject()
  async removeVehicle(ctx: HttpContext, action: RemoveVehicle) {
    const company = await this.#company(ctx)
    const vehicle = await action.handle(company.id, Number(ctx.params.vehicleId), auditedAdmin(ctx))
    return {
      removed: true,
      operator: await this.#present(company),
      successes: [{ message: ctx.i18n.t('declarations.vehicleRemoved', { plate: vehicle.plate }) }],
    }
  }

  async #company(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', { companyId: company.id })
    return company
  }

  async #present(company: Awaited<ReturnType<typeof findOwnCompany>>) {
    const vehicles = await Vehicle.query().where('company_id', company.id).orderBy('plate')
    return presentOperator(company, vehicles)
  }
}
