import type { Infer } from '@vinejs/vine/types'
import type { workerValidator } from '#validators/worker'
import { BusinessException } from '#exceptions/business_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { isPlausibleDateOfBirth } from '#services/workers/worker_rules'

export type WorkerInput = Infer<typeof workerValidator>

/** Validated input as columns: the date of birth as the calendar date typed, checked to be plausible. */
export function workerFields(input: WorkerInput) {
  const date = input.dateOfBirth
  const dateOfBirth = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-')
  if (!isPlausibleDateOfBirth(dateOfBirth, todayUtc())) {
    throw new BusinessException('workers.dateOfBirthOutOfRange', { field: 'dateOfBirth', status: 422 })
  }
  return { ...input, dateOfBirth }
}

export type WorkerFields = ReturnType<typeof workerFields>

/** A worker's identity, the fields a copy of the worker (another contract, a renewal) carries. */
export function identityOf(worker: WorkerFields) {
  return {
    civility: worker.civility,
    firstName: worker.firstName,
    lastName: worker.lastName,
    dateOfBirth: worker.dateOfBirth,
    cityOfBirth: worker.cityOfBirth,
    countryCodeOfBirth: worker.countryCodeOfBirth,
    countryCodeOfNationality: worker.countryCodeOfNationality,
  }
}
