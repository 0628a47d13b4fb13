import db from '@adonisjs/lucid/services/db'
import {
  declarationState,
  isCurrentDeclaration,
  missingImiFields,
  type DeclarablePostingAnswer,
  type DeclarationAnswer,
  type DeclarationsAnswer,
  type DeclarationStatus,
} from '@posted-workers/domain'
import type Company from '#models/company'

const day = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value === null
      ? null
      : String(value).slice(0, 10)
const list = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []))

/** The declarations of a company with their driver, posting and PDF, as plain rows (a host country when told). */
export function declarationRows(scope: { companyId?: number; country?: string }) {
  const query = db
    .from('posting_declarations')
    .join('workers', 'workers.id', 'posting_declarations.worker_id')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .join('companies', 'companies.id', 'posting_declarations.company_id')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .leftJoin('worker_documents', 'worker_documents.id', 'posting_declarations.worker_document_id')
    // An erased driver's declarations stay with his postings, in no register nor IMI export.
    .whereNull('drivers.erased_at')
    .select(
      'posting_declarations.*',
      'workers.driver_id as driverId',
      'workers.worker_contract_id as contractId',
      'representative_countries.code as contractCountryCode',
      'representative_countries.is_mobility_package as isMobilityPackage',
      'worker_documents.file_name as documentFileName',
      'drivers.first_name as firstName',
      'drivers.last_name as lastName',
      'drivers.date_of_birth as dateOfBirth',
      'drivers.address_line_1 as addressLine1',
      'drivers.address_line_2 as addressLine2',
      'drivers.postal_code as postalCode',
      'drivers.city as city',
      'drivers.address_country_code as addressCountryCode',
      'drivers.licence_number as licenceNumber',
      'drivers.licence_country_code as licenceCountryCode',
      'drivers.driver_card_number as driverCardNumber',
      'drivers.employment_start_date as employmentStartDate',
      'drivers.employment_law_country_code as employmentLawCountryCode',
      'companies.name as companyName',
      'companies.community_licence_number as communityLicenceNumber',
      'companies.transport_contact_name as transportContactName',
      'companies.transport_contact_email as transportContactEmail',
      'companies.transport_contact_phone as transportContactPhone'
    )
    .orderBy('posting_declarations.country_code')
    .orderBy('drivers.identity_key')
    .orderBy('posting_declarations.start_date', 'desc')
    .orderBy('posting_declarations.id', 'desc')
  if (scope.companyId !== undefined) query.where('posting_declarations.company_id', scope.companyId)
  if (scope.country) query.where('posting_declarations.country_code', scope.country)
  return query
}

export type DeclarationRow = Record<string, unknown>

/** A declaration row (declarationRows) as the register answers it. */
export function presentDeclaration(row: DeclarationRow, today: string): DeclarationAnswer {
  const status = row.status as DeclarationStatus
  const endDate = day(row.end_date)!
  const plates = list(row.plates) as string[]
  return {
    id: Number(row.id),
    workerId: Number(row.worker_id),
    driverId: Number(row.driverId),
    driverName: `${row.firstName} ${row.lastName}`,
    contractId: Number(row.contractId),
    contractCountryCode: String(row.contractCountryCode),
    isMobilityPackage: Boolean(row.isMobilityPackage),
    countryCode: String(row.country_code),
    startDate: day(row.start_date)!,
    endDate,
    plates,
    transportType: row.transport_type as DeclarationAnswer['transportType'],
    operations: list(row.operations),
    imiNumber: (row.imi_number as string | null) ?? null,
    status,
    state: declarationState({ status, endDate }, today),
    document:
      row.worker_document_id === null
        ? null
        : { id: Number(row.worker_document_id), fileName: String(row.documentFileName) },
    missing: missingImiFields({
      company: {
        communityLicenceNumber: row.communityLicenceNumber as string | null,
        transportContactName: row.transportContactName as string | null,
        transportContactEmail: row.transportContactEmail as string | null,
        transportContactPhone: row.transportContactPhone as string | null,
      },
      driver: {
        addressLine1: row.addressLine1 as string | null,
        postalCode: row.postalCode as string | null,
        city: row.city as string | null,
        addressCountryCode: row.addressCountryCode as string | null,
        licenceNumber: row.licenceNumber as string | null,
        licenceCountryCode: row.licenceCountryCode as string | null,
        employmentStartDate: day(row.employmentStartDate),
        employmentLawCountryCode: row.employmentLawCountryCode as string | null,
      },
      plates,
    }),
  }
}

/**
 * The register (ARCHITECTURE.md, "Declarations"): the company's declarations, newest first per driver, and its
 * postings of running or scheduled contracts with the last day they are declared until (null: posted without a
 * current declaration). With a host country: that country's declarations, and the postings of that country's
 * contracts or of the EU Mobility Package.
 */
export async function declarationRegister(
  company: Company,
  country: string | undefined,
  today: string
): Promise<DeclarationsAnswer> {
  const [rows, postingRows] = await Promise.all([
    declarationRows({ companyId: company.id }),
    db
      .from('workers')
      .join('drivers', 'drivers.id', 'workers.driver_id')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .join(
        'representative_countries',
        'representative_countries.id',
        'worker_contracts.representative_country_id'
      )
      .where('workers.company_id', company.id)
      .where('worker_contracts.end_date', '>=', today)
      .orderBy('drivers.identity_key')
      .orderBy('worker_contracts.start_date')
      .select(
        'workers.id as workerId',
        'workers.driver_id as driverId',
        'drivers.first_name as firstName',
        'drivers.last_name as lastName',
        'workers.worker_contract_id as contractId',
        'representative_countries.code as contractCountryCode',
        'representative_countries.is_mobility_package as isMobilityPackage',
        'worker_contracts.start_date as contractStart',
        'worker_contracts.end_date as contractEnd'
      ),
  ])
  const declarations = rows.map((row: DeclarationRow) => presentDeclaration(row, today))
  const postings: DeclarablePostingAnswer[] = postingRows.map((row: Record<string, unknown>) => {
    const current = declarations.filter(
      (declaration) =>
        declaration.workerId === Number(row.workerId) &&
        (country === undefined || declaration.countryCode === country) &&
        isCurrentDeclaration(declaration, today)
    )
    return {
      workerId: Number(row.workerId),
      driverId: Number(row.driverId),
      driverName: `${row.firstName} ${row.lastName}`,
      contractId: Number(row.contractId),
      contractCountryCode: String(row.contractCountryCode),
      isMobilityPackage: Boolean(row.isMobilityPackage),
      contractStart: day(row.contractStart)!,
      contractEnd: day(row.contractEnd)!,
      declaredUntil:
        current
          .map((declaration) => declaration.endDate)
          .sort()
          .at(-1) ?? null,
    }
  })
  const countries = [
    ...new Set([
      ...declarations.map((declaration) => declaration.countryCode),
      ...postings
        .filter((posting) => !posting.isMobilityPackage)
        .map((posting) => posting.contractCountryCode),
    ]),
  ].sort()
  return {
    declarations: country
      ? declarations.filter((declaration) => declaration.countryCode === country)
      : declarations,
    postings: country
      ? postings.filter((posting) => posting.isMobilityPackage || posting.contractCountryCode === country)
      : postings,
    countries,
  }
}
