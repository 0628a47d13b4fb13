import type { Worker, WorkerDocument } from '../types'

export function aWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    id: 12,
    driverId: 40,
    civility: 'MR',
    firstName: 'Jan',
    lastName: 'Kowalski',
    dateOfBirth: '1980-05-14',
    cityOfBirth: 'Lublin',
    countryCodeOfBirth: 'PL',
    countryCodeOfNationality: 'PL',
    workerContractId: 3,
    companyId: 1,
    documentsCount: 2,
    createdAt: '2026-09-24T08:30:00.000Z',
    readiness: 'ready',
    missing: [],
    expiring: [],
    notReadySince: null,
    ...overrides,
  }
}

export function aDocument(overrides: Partial<WorkerDocument> = {}): WorkerDocument {
  return {
    id: 7,
    fileName: 'A1 Kowalski.pdf',
    category: 'A1',
    mime: 'application/pdf',
    sizeBytes: 48213,
    createdAt: '2026-09-24T08:30:00.000Z',
    downloadUrl: '/en/api/eurofiscalis/workers/company/1/document/7/download',
    scope: 'driver',
    documentNumber: null,
    issuingCountry: null,
    validFrom: null,
    validUntil: '2027-03-31',
    ...overrides,
  }
}
