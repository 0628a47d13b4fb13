import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#models/attachment'
import AttachmentCountry from '#models/attachment_country'
import BusinessIntroducer from '#models/business_introducer'
import type Company from '#models/company'
import type RepresentativeCountry from '#models/representative_country'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { nextSequence } from '#database/factories/sequence'
import AttachmentsSeeder, { demoAttachmentKey } from '#database/seeders/05_attachments_seeder'
import { DEMO_ATTACHMENTS } from '#database/demo/attachment_documents'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { visibleCountryCodes } from '#services/attachments/visible_attachments'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

const listUrl = (companyId: number, lang = 'en', query = '') =>
  `/${lang}/api/eurofiscalis/company/${companyId}/attachments${query}`
const downloadUrl = (id: number, lang = 'en') => `/${lang}/api/attachment/${id}/download`

/**
 * An attachment with a stored PDF (through the faked drive), offered for the given countries; `title` is its
 * English title (customers of every language see it when no other is given).
 */
async function anAttachment(
  title: string,
  countryCodes: string[],
  options: {
    hasCode?: boolean
    isActive?: boolean
    fileName?: string
    bytes?: string
    titles?: { fr?: string; pl?: string }
    deleted?: boolean
  } = {}
) {
  const fileName = options.fileName ?? `attachment-${nextSequence()}.pdf`
  const fileKey = `attachments/test/${nextSequence()}.pdf`
  await drive.use().put(fileKey, options.bytes ?? `%PDF-1.4 ${title}`)
  const attachment = await Attachment.create({
    titleFr: options.titles?.fr ?? null,
    titlePl: options.titles?.pl ?? null,
    titleEn: title,
    deletedAt: options.deleted ? DateTime.utc() : null,
    hasCode: options.hasCode ?? false,
    isActive: options.isActive ?? true,
    fileKey,
    fileName,
  })
  await AttachmentCountry.createMany(
    countryCodes.map((countryCode) => ({ attachmentId: attachment.id, countryCode }))
  )
  return attachment
}

async function aPromoIntroducer() {
  return BusinessIntroducer.create({
    code: `PROMO-${nextSequence()}`,
    name: 'Partner programme',
    isActive: true,
    isNumberOfWorkersNeeded: false,
    unlimitedPackageAmountCents: 6500,
  })
}

/** A contract of the company in the country, bought with a promo code when an introducer is given. */
async function contractIn(
  company: Company,
  country: RepresentativeCountry,
  options: { introducer?: BusinessIntroducer; startDate?: string } = {}
) {
  return WorkerContractFactory.merge({
    companyId: company.id,
    representativeCountryId: country.id,
    businessIntroducerId: options.introducer?.id ?? null,
    ...(options.startDate ? { startDate: options.startDate } : {}),
  }).create()
}

const country = (code: string, name: string) => RepresentativeCountryFactory.merge({ code, name }).create()

const titles = (response: { body(): { attachments: { title: string }[] } }) =>
  response.body().attachments.map((attachment) => attachment.title)

test.group('Attachments | list', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a customer gets the active attachments of the countries of their contracts, by title', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const germany = await country('DE', 'Germany')
    const austria = await country('AT', 'Austria')
    await contractIn(user.company, germany)
    // An expired contract keeps its tab on the dashboard, and its country's documents.
    await contractIn(user.company, austria, { startDate: addDays(todayUtc(), -300) })
    const mandate = await anAttachment('Mandate template', ['DE', 'AT', 'IT'])
    const guide = await anAttachment('Germany – minimum wage guide', ['DE'])
    await anAttachment('Austria – ZKO declaration', ['AT'])
    await anAttachment('Italy – only', ['IT'])
    await anAttachment('Austria – withdrawn', ['AT'], { isActive: false })

    const response = await client.get(listUrl(user.company.id, 'pl')).loginAs(user)

    response.assertStatus(200)
    assert.deepEqual(titles(response), [
      'Austria – ZKO declaration',
      'Germany – minimum wage guide',
      'Mandate template',
    ])
    const body = response.body().attachments
    assert.deepEqual(body[1], {
      id: guide.id,
      title: 'Germany – minimum wage guide',
      countryCodes: ['DE'],
      attachmentUrl: `/pl/api/attachment/${guide.id}/download`,
    })
    // Only the countries the company has contracts in: Italy is not theirs.
    assert.deepEqual(body[2], {
      id: mandate.id,
      title: 'Mandate template',
      countryCodes: ['AT', 'DE'],
      attachmentUrl: `/pl/api/attachment/${mandate.id}/download`,
    })
  })

  test('a company without contracts, or whose countries have none, gets an empty list', async ({
    client,
  }) => {
    const user = await createCustomer()
    await anAttachment('Germany – minimum wage guide', ['DE'])

    const response = await client.get(listUrl(user.company.id)).loginAs(user)

    response.assertStatus(200)
    response.assertBody({ attachments: [] })
  })

  test('the countryCode filter keeps one country (any case); a malformed one answers 422', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    await contractIn(user.company, await country('AT', 'Austria'))
    await anAttachment('Mandate template', ['DE', 'AT'])
    await anAttachment('Germany – minimum wage guide', ['DE'])
    await anAttachment('Austria – ZKO declaration', ['AT'])

    const austria = await client.get(listUrl(user.company.id, 'en', '?countryCode=at')).loginAs(user)
    const notTheirs = await client.get(listUrl(user.company.id, 'en', '?countryCode=IT')).loginAs(user)
    const malformed = await client.get(listUrl(user.company.id, 'en', '?countryCode=AUT')).loginAs(user)

    austria.assertStatus(200)
    assert.deepEqual(titles(austria), ['Austria – ZKO declaration', 'Mandate template'])
    assert.deepEqual(
      austria.body().attachments.map((attachment: { countryCodes: string[] }) => attachment.countryCodes),
      [['AT'], ['AT']]
    )
    notTheirs.assertBody({ attachments: [] })
    malformed.assertStatus(422)
    assert.equal(malformed.body().errors[0].field, 'countryCode')
  })

  test('an attachment for promo-code holders shows only for a country bought with a promo code', async ({
    client,
    assert,
  }) => {
    const introducer = await aPromoIntroducer()
    const germany = await country('DE', 'Germany')
    const austria = await country('AT', 'Austria')
    const partner = await createCustomer()
    await contractIn(partner.company, germany, { introducer })
    await contractIn(partner.company, austria)
    const plain = await createCustomer()
    await contractIn(plain.company, germany)
    await contractIn(plain.company, austria)
    const pack = await anAttachment('Partner pack', ['DE', 'AT'], { hasCode: true })
    await anAttachment('Mandate template', ['DE', 'AT'])

    const forPartner = await client.get(listUrl(partner.company.id)).loginAs(partner)
    const forPlain = await client.get(listUrl(plain.company.id)).loginAs(plain)
    const partnerInAustria = await client
      .get(listUrl(partner.company.id, 'en', '?countryCode=AT'))
      .loginAs(partner)

    assert.deepEqual(titles(forPartner), ['Mandate template', 'Partner pack'])
    // Austria was bought without a code: the pack is offered for Germany only.
    assert.deepInclude(forPartner.body().attachments[1], { id: pack.id, countryCodes: ['DE'] })
    assert.deepEqual(titles(forPlain), ['Mandate template'])
    assert.deepEqual(titles(partnerInAustria), ['Mandate template'])
  })

  test("another company's id answers 404 like a missing one; anonymous 401", async ({ client, assert }) => {
    const user = await createCustomer()
    const other = await createCustomer()
    await contractIn(other.company, await country('DE', 'Germany'))
    await anAttachment('Germany – minimum wage guide', ['DE'])

    const foreign = await client.get(listUrl(other.company.id)).loginAs(user)
    const missing = await client.get(listUrl(999999)).loginAs(user)
    const anonymous = await client.get(listUrl(other.company.id))

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    assert.deepEqual(missing.body(), foreign.body())
    anonymous.assertStatus(401)
    anonymous.assertBody({ errors: [{ message: 'Please sign in to continue.' }] })
  })

  test("titles come in the reader's language, else the first filled in fr, pl, en order; sorted so", async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    await anAttachment('B – wage guide', ['DE'], {
      titles: { fr: 'Z – guide des salaires', pl: 'A – płace' },
    })
    await anAttachment('A – mandate', ['DE'], { titles: { pl: 'M – pełnomocnictwo' } })
    await anAttachment('C – checklist', ['DE'])

    const fr = await client.get(listUrl(user.company.id, 'fr')).loginAs(user)
    const pl = await client.get(listUrl(user.company.id, 'pl')).loginAs(user)
    const en = await client.get(listUrl(user.company.id, 'en')).loginAs(user)

    assert.deepEqual(titles(fr), ['C – checklist', 'M – pełnomocnictwo', 'Z – guide des salaires'])
    assert.deepEqual(titles(pl), ['A – płace', 'C – checklist', 'M – pełnomocnictwo'])
    assert.deepEqual(titles(en), ['A – mandate', 'B – wage guide', 'C – checklist'])
  })

  test('a deleted attachment is gone for customers at once: list and download', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    const kept = await anAttachment('Mandate template', ['DE'])
    const deleted = await anAttachment('Germany – withdrawn guide', ['DE'], { deleted: true })

    const list = await client.get(listUrl(user.company.id)).loginAs(user)
    const download = await client.get(downloadUrl(deleted.id)).loginAs(user)
    const byAdmin = await client.get(downloadUrl(deleted.id)).loginAs(await createAdmin())

    assert.deepEqual(titles(list), ['Mandate template'])
    assert.equal(list.body().attachments[0].id, kept.id)
    download.assertStatus(404)
    download.assertBody(NOT_FOUND)
    byAdmin.assertStatus(404)
    // Its file stays stored: what was offered remains on record.
    assert.isTrue(await drive.use().exists(deleted.fileKey))
  })

  test('an admin sees what the company sees', async ({ client, assert }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    await anAttachment('Germany – minimum wage guide', ['DE'])
    await anAttachment('Partner pack', ['DE'], { hasCode: true })
    await anAttachment('Germany – withdrawn', ['DE'], { isActive: false })

    const response = await client.get(listUrl(user.company.id, 'fr')).loginAs(await createAdmin())

    response.assertStatus(200)
    assert.deepEqual(titles(response), ['Germany – minimum wage guide'])
    assert.match(response.body().attachments[0].attachmentUrl, /^\/fr\/api\/attachment\/\d+\/download$/)
  })
})

test.group('Attachments | download', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a customer downloads an attachment of their country: the stored PDF, named by its title', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    const attachment = await anAttachment('Minimum wage guide', ['DE'], {
      fileName: 'germany-minimum-wage.pdf',
      bytes: '%PDF-1.7 minimum wage guide',
    })

    const response = await client.get(downloadUrl(attachment.id)).loginAs(user)

    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    response.assertHeader(
      'content-disposition',
      `attachment; filename="Minimum wage guide.pdf"; filename*=UTF-8''Minimum%20wage%20guide.pdf`
    )
    response.assertHeader('x-content-type-options', 'nosniff')
    const bytes = pdfBytes(response)
    assert.equal(bytes.toString('latin1'), '%PDF-1.7 minimum wage guide')
    assert.equal(Number(response.header('content-length')), bytes.length)
  })

  test("the download's name is the title in the reader's language, encoded, with an ASCII fallback", async ({
    client,
  }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'))
    const attachment = await anAttachment('Power of attorney', ['DE'], {
      fileName: 'mandate.pdf',
      titles: { pl: 'Wzór pełnomocnictwa / DE' },
    })

    const polish = await client.get(downloadUrl(attachment.id, 'pl')).loginAs(user)
    const english = await client.get(downloadUrl(attachment.id, 'en')).loginAs(user)
    // No French title: the first filled in fr, pl, en order.
    const french = await client.get(downloadUrl(attachment.id, 'fr')).loginAs(user)

    polish.assertHeader(
      'content-disposition',
      `attachment; filename="Wzor pe_nomocnictwa - DE.pdf"; filename*=UTF-8''Wz%C3%B3r%20pe%C5%82nomocnictwa%20-%20DE.pdf`
    )
    english.assertHeader(
      'content-disposition',
      `attachment; filename="Power of attorney.pdf"; filename*=UTF-8''Power%20of%20attorney.pdf`
    )
    french.assertHeader('content-disposition', polish.header('content-disposition'))
  })

  test('refused with 404 for a company that may not see it, like a missing one', async ({
    client,
    assert,
  }) => {
    const germany = await country('DE', 'Germany')
    const user = await createCustomer()
    await contractIn(user.company, germany)
    const otherCountry = await anAttachment('Austria – ZKO declaration', ['AT'])
    const partnerOnly = await anAttachment('Partner pack', ['DE'], { hasCode: true })
    const inactive = await anAttachment('Germany – withdrawn', ['DE'], { isActive: false })
    const noContract = await createCustomer()

    const missing = await client.get(downloadUrl(999999)).loginAs(user)
    missing.assertStatus(404)
    missing.assertBody(NOT_FOUND)
    for (const attachment of [otherCountry, partnerOnly, inactive]) {
      const response = await client.get(downloadUrl(attachment.id)).loginAs(user)
      response.assertStatus(404)
      assert.deepEqual(response.body(), NOT_FOUND)
    }
    const stranger = await client
      .get(downloadUrl((await anAttachment('Germany – guide', ['DE'])).id))
      .loginAs(noContract)
    stranger.assertStatus(404)
  })

  test('a promo-code holder downloads the attachment reserved to them', async ({ client }) => {
    const user = await createCustomer()
    await contractIn(user.company, await country('DE', 'Germany'), { introducer: await aPromoIntroducer() })
    const partnerOnly = await anAttachment('Partner pack', ['DE'], { hasCode: true })

    const response = await client.get(downloadUrl(partnerOnly.id)).loginAs(user)

    response.assertStatus(200)
  })

  test('an admin downloads any attachment, inactive or reserved ones too', async ({ client, assert }) => {
    const admin = await createAdmin()
    const inactive = await anAttachment('Germany – withdrawn', ['DE'], {
      isActive: false,
      bytes: '%PDF-1.4 old',
    })
    const partnerOnly = await anAttachment('Partner pack', ['AT'], { hasCode: true })

    const first = await client.get(downloadUrl(inactive.id, 'fr')).loginAs(admin)
    const second = await client.get(downloadUrl(partnerOnly.id, 'fr')).loginAs(admin)

    first.assertStatus(200)
    assert.equal(pdfBytes(first).toString('latin1'), '%PDF-1.4 old')
    second.assertStatus(200)
  })

  test('anonymous 401; an unknown or non-numeric id or a lost file 404', async ({ client }) => {
    const attachment = await anAttachment('Germany – guide', ['DE'])
    const admin = await createAdmin()
    await drive.use().delete(attachment.fileKey)

    const anonymous = await client.get(downloadUrl(attachment.id))
    const lost = await client.get(downloadUrl(attachment.id)).loginAs(admin)
    const word = await client.get('/en/api/attachment/abc/download').loginAs(admin)

    anonymous.assertStatus(401)
    lost.assertStatus(404)
    lost.assertBody(NOT_FOUND)
    word.assertStatus(404)
  })
})

test.group('Attachments | rule and demo data', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('visible countries: those of the contracts; promo-code ones for a hasCode attachment', ({
    assert,
  }) => {
    const company = { countryCodes: ['AT', 'DE', 'FR'], promoCountryCodes: ['FR'] }

    assert.deepEqual(visibleCountryCodes({ hasCode: false, countryCodes: ['IT', 'FR', 'DE'] }, company), [
      'DE',
      'FR',
    ])
    assert.deepEqual(visibleCountryCodes({ hasCode: true, countryCodes: ['DE', 'FR'] }, company), ['FR'])
    assert.deepEqual(visibleCountryCodes({ hasCode: true, countryCodes: ['DE'] }, company), [])
    assert.deepEqual(visibleCountryCodes({ hasCode: false, countryCodes: ['IT'] }, company), [])
  })

  test('the seeder stores readable PDFs once and leaves existing attachments alone', async ({ assert }) => {
    await new AttachmentsSeeder(db.connection()).run()
    const first = await Attachment.query().preload('countries').orderBy('id')
    await first[0].merge({ titleEn: 'Renamed by an admin' }).save()
    // A demo attachment seeded before titles came in three languages.
    await first[2].merge({ titleFr: null, titlePl: null }).save()
    const lostKey = first[1].fileKey
    await drive.use().delete(lostKey)

    await new AttachmentsSeeder(db.connection()).run()

    const after = await Attachment.query().preload('countries').orderBy('id')
    assert.lengthOf(after, DEMO_ATTACHMENTS.length)
    assert.equal(after[0].titleEn, 'Renamed by an admin')
    assert.isTrue(await drive.use().exists(lostKey))
    for (const [index, data] of DEMO_ATTACHMENTS.entries()) {
      const attachment = after.find((row) => row.fileKey === demoAttachmentKey(data))!
      assert.equal(attachment.fileName, data.fileName)
      assert.deepEqual(attachment.titles(), {
        ...data.titles,
        en: attachment.id === first[0].id ? 'Renamed by an admin' : data.title,
      })
      assert.equal(attachment.hasCode, data.hasCode)
      assert.sameMembers(
        attachment.countries.map((row) => row.countryCode),
        data.countryCodes,
        `countries of attachment ${index}`
      )
      const bytes = Buffer.from(await drive.use().getBytes(attachment.fileKey))
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
      assert.isAbove(bytes.length, 5000)
    }
    assert.isTrue(DEMO_ATTACHMENTS.some((data) => data.hasCode))
  })
})
