import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#models/attachment'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import {
  ATTACHMENTS_URL,
  auditLinesSince,
  createAttachment,
  lastAuditId,
  sendAttachment,
  someCountries,
  storedAttachmentKeys,
} from '#tests/functional/back_office/attachment_fixtures'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }
const titlesOf = (response: { body(): { title: string }[] }) => response.body().map((row) => row.title)

test.group('Back-office | attachments', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('an admin creates an attachment: its PDF stored under a server key, its countries, one audit line', async ({
    client,
    assert,
  }) => {
    await someCountries('DE', 'AT')
    const admin = await createAdmin()
    const since = await lastAuditId()

    const response = await createAttachment(
      client,
      admin,
      {
        titles: { fr: 'Guide du salaire minimum', pl: null, en: 'Minimum wage guide' },
        countryCodes: ['de', 'AT'],
        hasCode: true,
      },
      { bytes: PDF_BYTES, name: '../Wage guide.pdf' }
    )

    response.assertStatus(201)
    const body = response.body()
    assert.containSubset(body, {
      title: 'Minimum wage guide',
      titles: { fr: 'Guide du salaire minimum', pl: null, en: 'Minimum wage guide' },
      countryCodes: ['AT', 'DE'],
      hasCode: true,
      isActive: true,
      file: { src: `/en/api/attachment/${body.id}/download`, title: 'Wage guide.pdf' },
    })
    const attachment = await Attachment.findOrFail(body.id)
    assert.match(attachment.fileKey, /^attachments\/[0-9a-f-]{36}\.pdf$/)
    assert.deepEqual(Buffer.from(await drive.use().getBytes(attachment.fileKey)), PDF_BYTES)

    const lines = await auditLinesSince(since)
    assert.lengthOf(lines, 1)
    assert.containSubset(lines[0].serialize(), {
      userId: admin.id,
      action: 'attachment.create',
      subjectType: 'attachment',
      subjectId: body.id,
      ip: '127.0.0.1',
      payload: {
        after: {
          titles: { fr: 'Guide du salaire minimum', pl: null, en: 'Minimum wage guide' },
          countryCodes: ['AT', 'DE'],
          hasCode: true,
          isActive: true,
          fileName: 'Wage guide.pdf',
          fileKey: attachment.fileKey,
        },
      },
    })
  })

  test('the list: title in the admin language (else fr, pl, en), q on every title, country, active, paged', async ({
    client,
    assert,
  }) => {
    await someCountries('DE', 'AT')
    const admin = await createAdmin()
    const create = (titles: object, countryCodes: string[], isActive = true) =>
      createAttachment(client, admin, { titles, countryCodes, isActive })
    await create({ fr: 'Zèbre', pl: 'Alfa', en: 'Mandate' }, ['DE'])
    await create({ fr: 'Bilan', pl: null, en: null }, ['AT'])
    await create({ fr: null, pl: 'Cennik', en: 'Prices' }, ['DE', 'AT'], false)
    const deleted = (await create({ en: 'Withdrawn' }, ['DE'])).body()
    await client.delete(`${ATTACHMENTS_URL}/${deleted.id}`).withCsrfToken().loginAs(admin)

    const en = await listCall(client, ATTACHMENTS_URL, admin)
    const pl = await listCall(client, '/pl/api/admin/attachments', admin)
    const fr = await listCall(client, '/fr/api/admin/attachments', admin, { sort: ['title', 'DESC'] })
    const search = await listCall(client, ATTACHMENTS_URL, admin, { filter: { q: 'cenn' } })
    const austria = await listCall(client, ATTACHMENTS_URL, admin, { filter: { countryCode: 'at' } })
    const inactive = await listCall(client, ATTACHMENTS_URL, admin, { filter: { isActive: false } })
    const page = await listCall(client, ATTACHMENTS_URL, admin, { range: [1, 1] })

    assert.deepEqual(titlesOf(en), ['Bilan', 'Mandate', 'Prices'])
    assert.deepEqual(titlesOf(pl), ['Alfa', 'Bilan', 'Cennik'])
    assert.deepEqual(titlesOf(fr), ['Zèbre', 'Cennik', 'Bilan'])
    assert.deepEqual(titlesOf(search), ['Prices'])
    assert.deepEqual(titlesOf(austria), ['Bilan', 'Prices'])
    assert.deepEqual(titlesOf(inactive), ['Prices'])
    assert.equal(en.header('content-range'), 'attachments 0-2/3')
    assert.equal(page.header('content-range'), 'attachments 1-1/3')
    assert.deepEqual(titlesOf(page), ['Mandate'])
  })

  test('show; an unknown or deleted id answers 404', async ({ client, assert }) => {
    await someCountries('DE')
    const admin = await createAdmin()
    const created = (
      await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] })
    ).body()

    const shown = await client.get(`${ATTACHMENTS_URL}/${created.id}`).loginAs(admin)
    await client.delete(`${ATTACHMENTS_URL}/${created.id}`).withCsrfToken().loginAs(admin)
    const deleted = await client.get(`${ATTACHMENTS_URL}/${created.id}`).loginAs(admin)
    const unknown = await client.get(`${ATTACHMENTS_URL}/999999`).loginAs(admin)

    shown.assertStatus(200)
    assert.deepEqual(shown.body(), created)
    deleted.assertStatus(404)
    deleted.assertBody(NOT_FOUND)
    unknown.assertStatus(404)
  })

  test('an update without a file changes the fields and keeps the file; audited with before and after', async ({
    client,
    assert,
  }) => {
    await someCountries('DE', 'AT', 'FR')
    const admin = await createAdmin()
    const created = (
      await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE', 'AT'] })
    ).body()
    const before = await Attachment.findOrFail(created.id)
    const since = await lastAuditId()

    const response = await client
      .put(`${ATTACHMENTS_URL}/${created.id}`)
      .json({ ...created, titles: { fr: 'Guide FR', pl: null, en: 'Guide' }, countryCodes: ['FR', 'AT'] })
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(200)
    assert.deepEqual(response.body().countryCodes, ['AT', 'FR'])
    assert.equal((await Attachment.findOrFail(created.id)).fileKey, before.fileKey)
    const [line, ...more] = await auditLinesSince(since)
    assert.lengthOf(more, 0)
    assert.containSubset(line.serialize(), {
      action: 'attachment.update',
      subjectId: created.id,
      userId: admin.id,
      ip: '127.0.0.1',
      payload: {
        before: { titles: { fr: null, pl: null, en: 'Guide' }, countryCodes: ['AT', 'DE'] },
        after: { titles: { fr: 'Guide FR', pl: null, en: 'Guide' }, countryCodes: ['AT', 'FR'] },
      },
    })
    assert.notProperty(line.payload!.after as object, 'isActive')
  })

  test('an update with a file serves the new one; the previous file stays stored', async ({
    client,
    assert,
  }) => {
    await someCountries('DE')
    const admin = await createAdmin()
    const created = (
      await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] })
    ).body()
    const oldKey = (await Attachment.findOrFail(created.id)).fileKey
    const newBytes = Buffer.concat([PDF_BYTES, Buffer.from('% edition 2')])

    const response = await sendAttachment(
      client,
      admin,
      'put',
      `${ATTACHMENTS_URL}/${created.id}`,
      { titles: { en: 'Guide' }, countryCodes: ['DE'] },
      { bytes: newBytes, name: 'guide-2.pdf' }
    )
    const download = await client.get(created.file.src).loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.body().file.title, 'guide-2.pdf')
    assert.deepEqual(pdfBytes(download), newBytes)
    assert.isTrue(await drive.use().exists(oldKey))
    assert.lengthOf(await storedAttachmentKeys(), 2)
  })

  test('a delete hides it from customers and the list at once, keeps the file, audits what it was', async ({
    client,
    assert,
  }) => {
    const [germany] = await someCountries('DE')
    const admin = await createAdmin()
    const customer = await createCustomer()
    await WorkerContractFactory.merge({
      companyId: customer.companyId!,
      representativeCountryId: germany.id,
    }).create()
    const created = (
      await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] })
    ).body()
    const customerList = `/en/api/eurofiscalis/company/${customer.companyId}/attachments`
    const offered = await client.get(customerList).loginAs(customer)
    const since = await lastAuditId()

    const response = await client.delete(`${ATTACHMENTS_URL}/${created.id}`).withCsrfToken().loginAs(admin)
    const again = await client.delete(`${ATTACHMENTS_URL}/${created.id}`).withCsrfToken().loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.body().id, created.id)
    again.assertStatus(404)
    assert.lengthOf(offered.body().attachments, 1)
    assert.deepEqual((await client.get(customerList).loginAs(customer)).body(), { attachments: [] })
    ;(await client.get(created.file.src).loginAs(customer)).assertStatus(404)
    assert.deepEqual((await listCall(client, ATTACHMENTS_URL, admin)).body(), [])
    const attachment = await Attachment.findOrFail(created.id)
    assert.isNotNull(attachment.deletedAt)
    assert.isTrue(await drive.use().exists(attachment.fileKey))
    const lines = await auditLinesSince(since)
    assert.lengthOf(lines, 1)
    assert.containSubset(lines[0].serialize(), {
      action: 'attachment.delete',
      subjectId: created.id,
      payload: { before: { titles: { en: 'Guide' }, countryCodes: ['DE'], fileKey: attachment.fileKey } },
    })
  })
})
