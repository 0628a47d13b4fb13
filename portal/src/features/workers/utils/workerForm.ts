import type { MessageKey } from '@/i18n/messages'
import type { Civility } from '@/types/api'
import type { Worker, WorkerFields } from '../types'

/** The form's state: every field a string, empty until filled. */
export type WorkerFormValues = { [K in keyof WorkerFields]: K extends 'civility' ? Civility | '' : string }
export type WorkerFormField = keyof WorkerFormValues
export type WorkerFormErrors = Partial<Record<WorkerFormField, string>>

export const EMPTY_WORKER: WorkerFormValues = {
  civility: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  cityOfBirth: '',
  countryCodeOfBirth: '',
  countryCodeOfNationality: '',
}

export function workerValues(worker: Worker | null): WorkerFormValues {
  if (!worker) return EMPTY_WORKER
  return {
    civility: worker.civility,
    firstName: worker.firstName,
    lastName: worker.lastName,
    dateOfBirth: worker.dateOfBirth.slice(0, 10),
    cityOfBirth: worker.cityOfBirth,
    countryCodeOfBirth: worker.countryCodeOfBirth,
    countryCodeOfNationality: worker.countryCodeOfNationality,
  }
}

/** The checks the browser makes before the server sees the worker: every field is required. */
export function checkWorker(values: WorkerFormValues): Partial<Record<WorkerFormField, MessageKey>> {
  const errors: Partial<Record<WorkerFormField, MessageKey>> = {}
  for (const [field, value] of Object.entries(values) as [WorkerFormField, string][]) {
    if (!value.trim()) errors[field] = 'common.required'
  }
  return errors
}

/** Only call once `checkWorker` found nothing: the civility is then set. */
export function toWorkerFields(values: WorkerFormValues): WorkerFields {
  return {
    civility: values.civility as Civility,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    cityOfBirth: values.cityOfBirth.trim(),
    countryCodeOfBirth: values.countryCodeOfBirth,
    countryCodeOfNationality: values.countryCodeOfNationality,
  }
}
