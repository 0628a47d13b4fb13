import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AdminWorkerPackage } from '@posted-workers/domain'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import RepresentativeCompany from '#models/representative_company'
import RepresentativeCountry from '#models/representative_country'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAudit } from '#services/audit/record_audit'
import { makeCurrentTerms, type TermsLanguage } from '#services/billing/terms_of_sale_files'
import { auditChanges } from '#services/audit/changes'
import { countrySnapshot } from '#services/settings/country_snapshot'
import { markCountryStale } from '#services/drivers/posting_readiness'
import { representativeCompanyColumns } from '#services/settings/representative_company_fields'
import { replaceWorkerPackages } from '#services/settings/worker_packages'
import { storePdf, type UploadedPdf } from '#services/uploads/resource_upload'
import { deleteStoredFiles } from '#services/workers/stored_files'
import type { VatCheckResult } from '#services/vat/types'
import type { representativeCountryValidator } from '#validators/settings'

export type CountryInput = Infer<typeof representativeCountryValidator>

export interface CountryChange {
  input: CountryInput
  packages: AdminWorkerPackage[]
  /** The new terms of sale, per language (both on create). */
  terms: Partial<Record<TermsLanguage, UploadedPdf>>
  /** The check of the representative company's VAT number, when one was given. */
  vat: VatCheckResult | null
}

const CODE_TAKEN = () => new BusinessException('settings.countryCodeTaken', { field: 'code', status: 422 })

/**
 * Creates a representative country (`id` null) or updates one: its prices, packages (checked by the caller),
 * representative company and terms of sale, in one audited transaction. The code is fixed once created (requests,
 * contracts, attachments and reports name the country by it), and EU makes the Mobility Package. A new terms PDF
 * becomes a new version served from now on; earlier versions stay stored for the contracts sold under them. Files
 * are stored once every check has passed, and deleted if the transaction fails. Prices changed here apply to new
 * orders only: requests and contracts keep their own amounts. A change of the documents a posted driver must hold
 * marks the country's postings to be judged again on their next read, in the same transaction.
 */
export default class SaveRepresentativeCountry {
  async handle(admin: User, id: number | null, change: CountryChange, ip: string) {
    const stored: string[] = []
    try {
      return await db.transaction((trx) => this.#save(admin, id, change, ip, trx, stored))
    } catch (error) {
      await deleteStoredFiles(stored)
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') throw CODE_TAKEN()
      throw error
    }
  }

  async #save(
    admin: User,
    id: number | null,
    { input, packages, terms, vat }: CountryChange,
    ip: string,
    trx: TransactionClientContract,
    stored: string[]
  ) {
    const country = id
      ? await RepresentativeCountry.query({ client: trx }).where('id', id).forUpdate().first()
      : new RepresentativeCountry()
    if (!country) throw new NotFoundException()
    country.useTransaction(trx)
    const before = id ? await countrySnapshot(country, trx) : null
    if (before && before.code !== input.code) {
      throw new BusinessException('settings.codeFixed', { field: 'code', status: 422 })
    }
    if (!before && (await RepresentativeCountry.query({ client: trx }).where('code', input.code).first())) {
      throw CODE_TAKEN()
    }
    const vatChanged =
      (before?.representativeCompany?.vatNumber || null) !== (input.representativeCompany.vatNumber || null)
    if (vat?.status === 'invalid' && vatChanged) {
      throw new BusinessException('settings.vatInvalid', {
        field: 'representativeCompany.vatNumber',
        status: 422,
      })
    }

    const companyColumns = representativeCompanyColumns(input.representativeCompany)
    const company = country.representativeCompanyId
      ? await RepresentativeCompany.findOrFail(country.representativeCompanyId, { client: trx })
      : new RepresentativeCompany()
    company.useTransaction(trx)
    await company.merge(companyColumns).save()

    country.merge({
      name: input.name,
      code: input.code,
      isMobilityPackage: input.code === 'EU',
      isActive: input.isActive ?? (before ? country.isActive : true),
      unlimitedPackageAmountCents: input.unlimitedPackageAmountCents,
      workerPackageAmountCents: input.workerPackageAmountCents,
      representativeCompanyId: company.id,
      // Left out: the country keeps its list (a new country: the default).
      ...(input.requiredDocumentCategories !== undefined
        ? { requiredDocumentCategories: input.requiredDocumentCategories }
        : {}),
    })
    await country.save()
    await replaceWorkerPackages({ representativeCountryId: country.id }, packages, trx)

    for (const [language, file] of Object.entries(terms) as [TermsLanguage, UploadedPdf][]) {
      const key = await storePdf(`terms-of-sale/${country.code}/${language}`, file)
      stored.push(key)
      const version = await TermsOfSaleVersion.create(
        {
          representativeCountryId: country.id,
          language,
          storageKey: key,
          fileName: file.fileName,
          sizeBytes: file.size,
          uploadedByUserId: admin.id,
        },
        { client: trx }
      )
      makeCurrentTerms(country, version)
    }
    await country.save()

    const after = await countrySnapshot(country, trx)
    if (
      before &&
      JSON.stringify(before.requiredDocumentCategories) !== JSON.stringify(after.requiredDocumentCategories)
    ) {
      await markCountryStale(country.id, trx)
    }
    await recordAudit(
      {
        userId: admin.id,
        action: before ? 'representativeCountry.update' : 'representativeCountry.create',
        subjectType: 'representative_country',
        subjectId: country.id,
        payload: before ? auditChanges(before, after) : { after },
        ip,
      },
      trx
    )
    return country
  }
}
