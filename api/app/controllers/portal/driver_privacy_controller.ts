import { PassThrough } from 'node:stream'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import EraseDriver from '#actions/privacy/erase_driver'
import { recordAudit } from '#services/audit/record_audit'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { findOwnDriver } from '#services/tenancy/find_own_worker'
import { attachmentDisposition } from '#services/workers/file_name'
import { driverExport, writeDriverExport } from '#services/privacy/driver_export'
import { todayUtc } from '#services/contracts/contract_term'

/**
 * A driver's rights over his data, used by his company (owner or manager) or an admin: his export (a ZIP of his data
 * and files) and his erasure. Both are audited whoever asks (the act concerns a person outside the company's users);
 * an erased driver answers 404 like a missing one.
 */
export default class DriverPrivacyController {
  async export(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const driver = await findOwnDriver(ctx, company, ctx.params.driverId)
    const exported = await driverExport(driver)
    await recordAudit({
      userId: ctx.auth.getUserOrFail().id,
      ip: ctx.request.ip(),
      action: 'driver.export',
      subjectType: 'driver',
      subjectId: driver.id,
      payload: { companyId: company.id, storedFiles: exported.files.length },
    })
    const output = new PassThrough()
    ctx.response.header('Content-Type', 'application/zip')
    ctx.response.header('Content-Disposition', attachmentDisposition(`driver-${driver.id}-${todayUtc()}.zip`))
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.stream(output)
    writeDriverExport(output, exported).catch((error) => {
      // A download the client gave up is not a failure of ours.
      if (error instanceof Error && error.name === 'AbortError') logger.info('driver export abandoned')
      else logger.error({ err: error }, 'driver export failed')
      output.destroy(error as Error)
    })
  }

  @inject()
  async erase(ctx: HttpContext, action: EraseDriver) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const driver = await findOwnDriver(ctx, company, ctx.params.driverId)
    await action.handle(company.id, driver.id, { userId: ctx.auth.getUserOrFail().id, ip: ctx.request.ip() })
    return { erased: true, successes: [{ message: ctx.i18n.t('privacy.erased') }] }
  }
}
