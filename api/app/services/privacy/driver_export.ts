import type { Writable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { IdentifiedDriver } from '#models/driver'
import { writeZip, type ZipEntry } from '#services/exports/zip_stream'
import { extensionOf } from '#services/roadside/pack_names'

const jsonList = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []))
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** A stored file of the export, named by the server (the names uploaded are in driver.json). */
interface ExportFile {
  path: string
  fileKey: string
}

/**
 * What the portal holds about a driver (a person's right of access, GDPR Art. 15 and 20): `driver.json` — his
 * identity and IMI details, his postings, his documents' details, the posting declarations and inspectors' requests
 * that concern him, and how often his roadside links were opened — and the files: `documents/…` and
 * `authority-requests/…`. Read in a handful of queries; the files are streamed one at a time.
 */
export async function driverExport(driver: IdentifiedDriver) {
  const [postings, documents, declarations, requests, requestFiles, roadside] = await Promise.all([
    db
      .from('workers')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .join(
        'representative_countries',
        'representative_countries.id',
        'worker_contracts.representative_country_id'
      )
      .where('workers.driver_id', driver.id)
      .orderBy('worker_contracts.start_date')
      .orderBy('workers.id')
      .select(
        'workers.id',
        'workers.worker_contract_id as contractId',
        'representative_countries.code as countryCode',
        'worker_contracts.start_date as startDate',
        'worker_contracts.end_date as endDate',
        'workers.readiness',
        'workers.created_at as createdAt'
      ),
    db.from('worker_documents').where('driver_id', driver.id).orderBy('id'),
    db
      .from('posting_declarations')
      .join('workers', 'workers.id', 'posting_declarations.worker_id')
      .where('workers.driver_id', driver.id)
      .orderBy('posting_declarations.id')
      .select('posting_declarations.*'),
    db
      .from('authority_requests')
      .join(
        'authority_request_drivers',
        'authority_request_drivers.authority_request_id',
        'authority_requests.id'
      )
      .where('authority_request_drivers.driver_id', driver.id)
      .orderBy('authority_requests.id')
      .select('authority_requests.*'),
    db.from('authority_request_files').where('driver_id', driver.id).orderBy('id'),
    db
      .from('roadside_links')
      .join('workers', 'workers.id', 'roadside_links.worker_id')
      .leftJoin('roadside_openings', 'roadside_openings.roadside_link_id', 'roadside_links.id')
      .where('workers.driver_id', driver.id)
      .countDistinct('roadside_links.id as links')
      .count('roadside_openings.id as openings'),
  ])

  // A file the storage lost is named null in driver.json rather than breaking the archive halfway.
  const stored = new Set<string>()
  for (const row of [...documents, ...requestFiles]) {
    if (await drive.use().exists(row.file_key)) stored.add(row.file_key)
  }
  const files: ExportFile[] = []
  const fileOf = (
    folder: string,
    row: { id: number; file_key: string; file_name: string },
    label: string
  ) => {
    if (!stored.has(row.file_key)) return null
    const path = `${folder}/${row.id}-${label}${extensionOf(row.file_name)}`
    files.push({ path, fileKey: row.file_key })
    return path
  }

  const data = {
    exportedAt: new Date().toISOString(),
    driver: {
      id: driver.id,
      civility: driver.civility,
      firstName: driver.firstName,
      lastName: driver.lastName,
      dateOfBirth: driver.dateOfBirth,
      cityOfBirth: driver.cityOfBirth,
      countryCodeOfBirth: driver.countryCodeOfBirth,
      countryCodeOfNationality: driver.countryCodeOfNationality,
      address: {
        addressLine1: driver.addressLine1,
        addressLine2: driver.addressLine2,
        postalCode: driver.postalCode,
        city: driver.city,
        countryCode: driver.addressCountryCode,
      },
      licenceNumber: driver.licenceNumber,
      licenceCountryCode: driver.licenceCountryCode,
      driverCardNumber: driver.driverCardNumber,
      employmentStartDate: driver.employmentStartDate,
      employmentLawCountryCode: driver.employmentLawCountryCode,
      addedAt: driver.createdAt.toUTC().toISO(),
    },
    postings: postings.map((posting) => ({ ...posting, createdAt: instant(posting.createdAt) })),
    documents: documents.map((document) => ({
      id: document.id,
      postingId: document.worker_id,
      category: document.category,
      fileName: document.file_name,
      mime: document.mime,
      sizeBytes: document.size_bytes,
      documentNumber: document.document_number,
      issuingCountry: document.issuing_country,
      validFrom: document.valid_from,
      validUntil: document.valid_until,
      uploadedAt: instant(document.created_at),
      file: fileOf('documents', document, document.category),
    })),
    declarations: declarations.map((declaration) => ({
      id: declaration.id,
      postingId: declaration.worker_id,
      countryCode: declaration.country_code,
      startDate: declaration.start_date,
      endDate: declaration.end_date,
      plates: jsonList(declaration.plates),
      transportType: declaration.transport_type,
      operations: jsonList(declaration.operations),
      imiNumber: declaration.imi_number,
      status: declaration.status,
    })),
    authorityRequests: requests.map((request) => ({
      id: request.id,
      countryCode: request.country_code,
      authority: request.authority,
      reference: request.reference,
      receivedOn: request.received_on,
      dueOn: request.due_on,
      status: request.status,
      files: requestFiles
        .filter((file) => file.authority_request_id === request.id)
        .map((file) => ({
          id: file.id,
          kind: file.kind,
          fileName: file.file_name,
          uploadedAt: instant(file.created_at),
          file: fileOf('authority-requests', file, file.kind),
        })),
    })),
    roadside: { links: Number(roadside[0].links), openings: Number(roadside[0].openings) },
  }
  return { data, files }
}

/** Streams the export: driver.json first, then each file. Resolves with the number of entries written. */
export function writeDriverExport(output: Writable, exported: Awaited<ReturnType<typeof driverExport>>) {
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: 'driver.json', open: async () => Buffer.from(JSON.stringify(exported.data, null, 2)) }
    for (const file of exported.files) {
      yield { name: file.path, open: () => drive.use().getStream(file.fileKey) }
    }
  }
  return writeZip(output, entries())
}
