import type { AdminRepresentativeCountryAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import AuditLog from '#models/audit_log'
import RepresentativeCountry from '#models/representative_country'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import { resourceUploadLimits } from '#services/uploads/resource_upload'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { seedReferenceData } from '#tests/helpers/purchase'
import { giveTerms } from '#tests/helpers/terms'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import {
  auditCount,
  BOTH_TERMS,
  COUNTRIES,
  countryInput,
  PDF_BYTES,
  PNG_BYTES,
  sendCountry,
  vatServiceAnswers,
} from '#tests/functional/back_office/settings_fixtures'

const fieldsOf = (body: { errors: { field?: string }[] }) => body.errors.map((error) => error.field)

test.group('Back-office | representative countries', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('anonymous 401 and customer 403 on every call, changing nothing', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const france = reference.country('FR')
    const customer = await createCustomer()
    for (const user of [null, customer]) {
      const status = user ? 403 : 401
      const login = <T extends { loginAs(user: never): T }>(request: T) =>
        user ? request.loginAs(user as never) : request
      ;(await login(client.get(COUNTRIES))).assertStatus(status)
      ;(await login(client.get(`${COUNTRIES}/${france.id}`))).assertStatus(status)
      ;(await sendCountry(client, user, { input: countryInput(), files: BOTH_TERMS })).assertStatus(status)
      ;(await sendCountry(client, user, { id: france.id, input: countryInput({ code: 'FR' }) })).assertStatus(
        status
      )
    }
    assert.isNull(await RepresentativeCountry.findBy('code', 'DE'))
    await france.refresh()
    assert.equal(france.name, 'France')
    assert.equal(await auditCount(), 0)
  })

  test('the list: by name, with packages and terms links; q on name or code, isActive', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const belgium = reference.country('BE')
    await giveTerms(belgium, 'fr', 'terms/be-fr.pdf', '%PDF be')
    const italy = reference.country('IT')
    italy.isActive = false
    await italy.save()
    const admin = await createAdmin()

    const page = await listCall(client, COUNTRIES, admin, { range: [0, 1] })
    page.assertStatus(200)
    page.assertHeader('content-range', 'representativeCountries 0-1/5')
    const rows = page.body() as AdminRepresentativeCountryAnswer[]
    assert.deepEqual(
      rows.map((row) => row.code),
      ['AT', 'BE']
    )
    assert.deepEqual(rows[1].workerPackages, [
      { minWorkers: 1, maxWorkers: 12, perWorkerAmountCents: 400, fixedAmountCents: null },
    ])
    assert.containsSubset(rows[1].termsOfSales.fr, {
      fileName: 'be-fr.pdf',
      url: `/en/api/representativeCountries/${belgium.id}/termsOfSales/fr/download`,
    })
    assert.isNull(rows[1].termsOfSales.pl)
    assert.equal(rows[1].representativeCompany?.contact.countryOfBirth.length, 2)

    const byCode = await listCall(client, COUNTRIES, admin, { filter: { q: 'eu' } })
    assert.deepEqual(
      byCode.body().map((row: AdminRepresentativeCountryAnswer) => row.code),
      ['EU']
    )
    const inactive = await listCall(client, COUNTRIES, admin, { filter: { isActive: false } })
    assert.deepEqual(
      inactive.body().map((row: AdminRepresentativeCountryAnswer) => row.code),
      ['IT']
    )
  })

  test('one country by id; an unknown id answers 404 to a read and an update', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const admin = await createAdmin()

    const found = await client.get(`${COUNTRIES}/${reference.country('EU').id}`).loginAs(admin)
    const missing = await client.get(`${COUNTRIES}/999999`).loginAs(admin)
    const missingUpdate = await sendCountry(client, admin, { id: 999999, input: countryInput() })

    found.assertStatus(200)
    assert.containsSubset(found.body(), { code: 'EU', isMobilityPackage: true })
    missing.assertStatus(404)
    missingUpdate.assertStatus(404)
  })

  test('an admin creates a country with its two PDFs, packages and representative company, audited', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const input = countryInput()
    delete (input as Record<string, unknown>).isActive

    const response = await sendCountry(client, admin, { input, files: BOTH_TERMS })

    response.assertStatus(201)
    const created = response.body() as AdminRepresentativeCountryAnswer
    assert.containsSubset(created, {
      code: 'DE',
      name: 'Germany',
      isActive: true,
      isMobilityPackage: false,
      unlimitedPackageAmountCents: 8900,
      workerPackageAmountCents: 500,
      workerPackages: input.workerPackages,
      termsOfSales: { fr: { fileName: 'CGV FR.pdf' }, pl: { fileName: 'OWS PL.pdf' } },
      representativeCompany: {
        name: 'Vertretung Deutschland GmbH',
        phone: { type: 'BUSINESS', number: '+4930123456' },
        contact: { name: 'Anna Schmidt', dateOfBirth: '1980-05-17', countryOfBirth: 'DE' },
      },
    })
    const versions = await TermsOfSaleVersion.query().where('representative_country_id', created.id)
    assert.lengthOf(versions, 2)
    for (const version of versions) {
      assert.match(version.storageKey, /^terms-of-sale\/DE\/(fr|pl)\/[0-9a-f-]{36}\.pdf$/)
      assert.equal(version.uploadedByUserId, admin.id)
      assert.equal(version.sizeBytes, PDF_BYTES.length)
      assert.isTrue(Buffer.from(await drive.use().getBytes(version.storageKey)).equals(PDF_BYTES))
    }
    const download = await client.get(created.termsOfSales.pl!.url)
    download.assertStatus(200)

    const audit = await AuditLog.query().where('action', 'representativeCountry.create').firstOrFail()
    assert.equal(audit.subjectType, 'representative_country')
    assert.equal(audit.subjectId, created.id)
    assert.deepEqual((audit.payload as { after: { termsOfSales: unknown } }).after.termsOfSales, {
      fr: { id: created.termsOfSales.fr!.id, fileName: 'CGV FR.pdf' },
      pl: { id: created.termsOfSales.pl!.id, fileName: 'OWS PL.pdf' },
    })
  })

  test('EU makes the Mobility Package; an existing code is refused', async ({ client, assert }) => {
    const admin = await createAdmin()
    const eu = await sendCountry(client, admin, {
      input: countryInput({ code: 'eu', name: 'EU Mobility Package' }),
      files: BOTH_TERMS,
    })
    const again = await sendCountry(client, admin, {
      input: countryInput({ code: 'EU', name: 'Another' }),
      files: BOTH_TERMS,
    })

    eu.assertStatus(201)
    assert.containsSubset(eu.body(), { code: 'EU', isMobilityPackage: true })
    again.assertStatus(422)
    assert.deepEqual(again.body().errors, [{ field: 'code', message: 'This country already exists.' }])
    assert.equal(await auditCount('representativeCountry.create'), 1)
  })

  test('a file refusal: {title}')
    .with([
      {
        title: 'the Polish terms missing on create',
        files: [BOTH_TERMS[0]],
        field: 'termsOfSalesPl',
        message: 'Choose a PDF file.',
      },
      {
        title: 'a PNG named .pdf',
        files: [BOTH_TERMS[0], { field: 'termsOfSalesPl', bytes: PNG_BYTES, name: 'scan.pdf' }],
        field: 'termsOfSalesPl',
        message: 'The file scan.pdf is not a PDF. Choose a PDF file.',
      },
      {
        title: 'a PDF named .txt',
        files: [{ field: 'termsOfSalesFr', bytes: PDF_BYTES, name: 'cgv.txt' }, BOTH_TERMS[1]],
        field: 'termsOfSalesFr',
        message: 'The file cgv.txt is a PDF but its name does not end in .pdf. Rename it and try again.',
      },
      {
        title: 'a PDF too large',
        files: BOTH_TERMS,
        field: 'termsOfSalesFr',
        message: 'The file CGV FR.pdf is too large: at most 0.00001 MB.',
        maxFileBytes: 10,
      },
    ])
    .run(async ({ client, assert }, { files, field, message, maxFileBytes }) => {
      const admin = await createAdmin()
      // The limit's type is the shared constant's; a test lowers it for a while.
      const limits = resourceUploadLimits as { maxFileBytes: number }
      const saved = limits.maxFileBytes
      if (maxFileBytes) limits.maxFileBytes = maxFileBytes
      try {
        const response = await sendCountry(client, admin, { input: countryInput(), files })

        response.assertStatus(422)
        assert.deepEqual(response.body().errors, [{ field, message }])
      } finally {
        limits.maxFileBytes = saved
      }
      assert.isNull(await RepresentativeCountry.findBy('code', 'DE'))
      assert.equal(await auditCount(), 0)
    })

  test('field refusals name their fields: {title}')
    .with([
      {
        title: 'required fields and the required representative company fields',
        input: {
          name: '',
          unlimitedPackageAmountCents: null,
          representativeCompany: {
            ...countryInput().representativeCompany,
            name: '',
            email: 'not-an-email',
            phone: { type: 'BUSINESS', number: '123' },
            contact: { name: '', dateOfBirth: '', cityOfBirth: '', countryOfBirth: '', nationality: 'XX' },
          },
        },
        fields: [
          'name',
          'unlimitedPackageAmountCents',
          'representativeCompany.name',
          'representativeCompany.phone.number',
          'representativeCompany.email',
          'representativeCompany.contact.name',
          'representativeCompany.contact.dateOfBirth',
          'representativeCompany.contact.cityOfBirth',
          'representativeCompany.contact.countryOfBirth',
          'representativeCompany.contact.nationality',
        ],
      },
      { title: 'a code outside the EU', input: { code: 'US' }, fields: ['code'] },
      {
        title: 'a per-worker price under 1 euro',
        input: { workerPackageAmountCents: 99 },
        fields: ['workerPackageAmountCents'],
      },
      {
        title: 'SIRET and SIREN of the wrong length, a malformed VAT number',
        input: {
          representativeCompany: {
            ...countryInput().representativeCompany,
            siret: '1234567890123',
            siren: '1234567890',
            vatNumber: 'DE12',
          },
        },
        fields: [
          'representativeCompany.siret',
          'representativeCompany.siren',
          'representativeCompany.vatNumber',
        ],
      },
      {
        title: 'overlapping packages',
        input: {
          workerPackages: [
            { minWorkers: 1, maxWorkers: null, perWorkerAmountCents: 500, fixedAmountCents: null },
            { minWorkers: 20, maxWorkers: 30, perWorkerAmountCents: null, fixedAmountCents: 9000 },
          ],
        },
        fields: ['workerPackages.1.minWorkers'],
      },
      {
        title: 'a contact born in the future',
        input: {
          representativeCompany: {
            ...countryInput().representativeCompany,
            contact: { ...countryInput().representativeCompany.contact, dateOfBirth: '2999-01-01' },
          },
        },
        fields: ['representativeCompany.contact.dateOfBirth'],
      },
    ])
    .run(async ({ client, assert }, { input, fields }) => {
      const admin = await createAdmin()

      const response = await sendCountry(client, admin, { input: countryInput(input), files: BOTH_TERMS })

      response.assertStatus(422)
      assert.sameMembers(fieldsOf(response.body()), fields)
      assert.isNull(await RepresentativeCountry.findBy('code', 'DE'))
      assert.lengthOf(await TermsOfSaleVersion.all(), 0)
    })

  test('a VAT number VIES says is invalid is refused; one it cannot check is accepted', async ({
    client,
    assert,
    cleanup,
  }) => {
    const admin = await createAdmin()
    const company = { ...countryInput().representativeCompany, vatNumber: 'DE136695976' }

    cleanup(vatServiceAnswers({ outcome: 'invalid' }))
    const refused = await sendCountry(client, admin, {
      input: countryInput({ representativeCompany: company }),
      files: BOTH_TERMS,
    })
    vatServiceAnswers({ outcome: 'unavailable', error: 'TIMEOUT' })
    const accepted = await sendCountry(client, admin, {
      input: countryInput({ representativeCompany: company }),
      files: BOTH_TERMS,
    })

    refused.assertStatus(422)
    assert.deepEqual(fieldsOf(refused.body()), ['representativeCompany.vatNumber'])
    accepted.assertStatus(201)
    assert.equal(accepted.body().representativeCompany.vatNumber, 'DE136695976')
  })

  test('an update: no file keeps the terms, a new one becomes current and the earlier stays stored; the code is fixed', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const created = (await sendCountry(client, admin, { input: countryInput(), files: BOTH_TERMS })).body()
    const newFrench = Buffer.from('%PDF-1.7 new French terms', 'latin1')

    const prices = await sendCountry(client, admin, {
      id: created.id,
      input: countryInput({ unlimitedPackageAmountCents: 9900, isActive: false }),
    })
    const upload = await sendCountry(client, admin, {
      id: created.id,
      input: countryInput({ unlimitedPackageAmountCents: 9900, isActive: false }),
      files: [{ field: 'termsOfSalesFr', bytes: newFrench, name: 'CGV 2027.pdf' }],
    })
    const recoded = await sendCountry(client, admin, { id: created.id, input: countryInput({ code: 'AT' }) })

    prices.assertStatus(200)
    assert.deepEqual(prices.body().termsOfSales, created.termsOfSales)
    assert.containsSubset(prices.body(), { unlimitedPackageAmountCents: 9900, isActive: false })
    upload.assertStatus(200)
    const current = upload.body() as AdminRepresentativeCountryAnswer
    assert.equal(current.termsOfSales.fr?.fileName, 'CGV 2027.pdf')
    assert.notEqual(current.termsOfSales.fr?.id, created.termsOfSales.fr.id)
    assert.deepEqual(current.termsOfSales.pl, created.termsOfSales.pl)
    const served = await client.get(current.termsOfSales.fr!.url)
    assert.isTrue(pdfBytes(served).equals(newFrench))
    const earlier = await TermsOfSaleVersion.findOrFail(created.termsOfSales.fr.id)
    assert.isTrue(await drive.use().exists(earlier.storageKey))
    recoded.assertStatus(422)
    assert.deepEqual(recoded.body().errors, [
      { field: 'code', message: 'The code cannot be changed once created.' },
    ])

    const audits = await AuditLog.query().where('action', 'representativeCountry.update').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.deepEqual(audits[0].payload, {
      before: { isActive: true, unlimitedPackageAmountCents: 8900 },
      after: { isActive: false, unlimitedPackageAmountCents: 9900 },
    })
    const termsOf = (fr: { id: number; fileName: string }) => ({
      fr: { id: fr.id, fileName: fr.fileName },
      pl: { id: created.termsOfSales.pl.id, fileName: 'OWS PL.pdf' },
    })
    assert.deepEqual(audits[1].payload, {
      before: { termsOfSales: termsOf(created.termsOfSales.fr) },
      after: { termsOfSales: termsOf(current.termsOfSales.fr!) },
    })
  })
})
