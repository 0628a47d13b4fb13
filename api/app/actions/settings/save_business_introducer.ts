import db from '@adonisjs/lucid/services/db'
import type { AdminWorkerPackage } from '@posted-workers/domain'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import BusinessIntroducer from '#models/business_introducer'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAudit } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { packagesOf, replaceWorkerPackages } from '#services/settings/worker_packages'
import type { businessIntroducerValidator } from '#validators/settings'

export type IntroducerInput = Infer<typeof businessIntroducerValidator>

const CODE_TAKEN = () => new BusinessException('settings.introducerCodeTaken', { field: 'code', status: 422 })

function snapshot(introducer: BusinessIntroducer, packages: AdminWorkerPackage[]) {
  return {
    name: introducer.name,
    code: introducer.code,
    isActive: introducer.isActive,
    isNumberOfWorkersNeeded: introducer.isNumberOfWorkersNeeded,
    unlimitedPackageAmountCents: introducer.unlimitedPackageAmountCents,
    workerPackageAmountCents: introducer.workerPackageAmountCents,
    workerPackageMaxNumberOfWorker: introducer.workerPackageMaxNumberOfWorker,
    workerPackages: packages,
  }
}

/**
 * Creates a business introducer (`id` null) or updates one, with its packages (checked by the caller), in one
 * audited transaction. Codes are unique whatever their case (promo codes are typed in any case) and fixed once
 * created: contracts, requests and reports name the introducer by it. Prices changed here apply to new orders only:
 * requests and contracts keep their own amounts.
 */
export default class SaveBusinessIntroducer {
  async handle(
    admin: User,
    id: number | null,
    input: IntroducerInput,
    packages: AdminWorkerPackage[],
    ip: string
  ) {
    if (input.isNumberOfWorkersNeeded && !input.workerPackageAmountCents) {
      throw new BusinessException('settings.workerPackageAmountNeeded', {
        field: 'workerPackageAmountCents',
        status: 422,
      })
    }
    try {
      return await this.#save(admin, id, input, packages, ip)
    } catch (error) {
      // Two admins creating the same code at once: the unique key decides.
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') throw CODE_TAKEN()
      throw error
    }
  }

  async #save(
    admin: User,
    id: number | null,
    input: IntroducerInput,
    packages: AdminWorkerPackage[],
    ip: string
  ) {
    return db.transaction(async (trx) => {
      const introducer = id
        ? await BusinessIntroducer.query({ client: trx })
            .where('id', id)
            .forUpdate()
            .preload('workerPackages')
            .first()
        : new BusinessIntroducer()
      if (!introducer) throw new NotFoundException()
      const before = id ? snapshot(introducer, packagesOf(introducer.workerPackages)) : null
      if (before && before.code !== input.code) {
        throw new BusinessException('settings.codeFixed', { field: 'code', status: 422 })
      }
      const taken = await BusinessIntroducer.query({ client: trx })
        .whereRaw('LOWER(code) = ?', [input.code.toLowerCase()])
        .if(id, (query) => query.whereNot('id', id!))
        .first()
      if (taken) throw CODE_TAKEN()

      introducer.useTransaction(trx)
      introducer.merge({
        name: input.name,
        code: input.code,
        isActive: input.isActive ?? (before ? introducer.isActive : true),
        isNumberOfWorkersNeeded: input.isNumberOfWorkersNeeded ?? false,
        unlimitedPackageAmountCents: input.unlimitedPackageAmountCents,
        workerPackageAmountCents: input.workerPackageAmountCents ?? null,
        workerPackageMaxNumberOfWorker: input.workerPackageMaxNumberOfWorker ?? null,
      })
      await introducer.save()
      await replaceWorkerPackages({ businessIntroducerId: introducer.id }, packages, trx)

      const after = snapshot(introducer, packages)
      await recordAudit(
        {
          userId: admin.id,
          action: before ? 'businessIntroducer.update' : 'businessIntroducer.create',
          subjectType: 'business_introducer',
          subjectId: introducer.id,
          payload: before ? auditChanges(before, after) : { after },
          ip,
        },
        trx
      )
      return introducer
    })
  }
}
