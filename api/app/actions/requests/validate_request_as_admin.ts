import { transactionWithRetry } from '#services/database/retry_transaction'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isPending } from '#services/requests/request_transitions'
import { BusinessException } from '#exceptions/business_exception'
import { faultPoint } from '#services/faults/fault_point'

/**
 * An admin validates a bank-transfer request once the funds are in, with one start date per country, audited.
 */
export default class ValidateRequestAsAdmin {
  async handle(
    admin: User,
    id: number,
    startDates: { countryCode: string; startDate: string }[],
    ip: string
  ) {
    return transactionWithRetry(async (trx) => {
      const request = await WorkerRequest.query({ client: trx })
        .where('id', id)
        .preload('company')
        .preload('lines', (lines) => lines.preload('representativeCountry'))
        .forUpdate()
        .firstOrFail()
      if (!isPending(request.status)) throw new BusinessException('requests.notPending', { status: 400 })

      const byCountry: Record<string, string> = {}
      for (const entry of startDates) byCountry[entry.countryCode] = entry.startDate
      const earliest = request.createdAt.toISODate()!
      const latest = addDays(todayUtc(), 365)
      for (const line of request.lines) {
        const date = byCountry[line.representativeCountry.code]
        if (!date)
          throw new BusinessException('requests.startDateMissing', { field: 'startDates', status: 422 })
        if (date < earliest || date > latest) {
          throw new BusinessException('requests.startDateOutOfRange', { field: 'startDates', status: 422 })
        }
      }

      await validateRequestInTransaction(
        request.id,
        { startDates: byCountry, validatedByUserId: admin.id, audit: { ip, payload: { startDates } } },
        trx
      )
      await faultPoint('validation.beforeCommit')
      return request
    })
  }
}
