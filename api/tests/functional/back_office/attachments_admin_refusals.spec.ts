import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Attachment from '#models/attachment'
import { resourceUploadLimits } from '#services/uploads/resource_upload'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  A_PDF,
  ATTACHMENTS_URL,
  createAttachment,
  lastAuditId,
  sendAttachment,
  someCountries,
  storedAttachmentKeys,
  type AttachmentForm,
  type FormFile,
} from '#tests/functional/back_office/attachment_fixtures'
import { PDF_BYTES, PNG_BYTES } from '#tests/unit/workers/file_samples'

const VALID: AttachmentForm = { titles: { en: 'Guide' }, countryCodes: ['DE'] }

test.group('Back-office | attachments refusals', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('every call: anonymous 401, customer 403, nothing changed', async ({ client, assert }) => {
    await someCountries('DE')
    const admin = await createAdmin()
    const customer = await createCustomer()
    const { id } = (await createAttachment(client, admin, VALID)).body()
    const one = `${ATTACHMENTS_URL}/${id}`
    const since = await lastAuditId()

    for (const user of [null, customer]) {
      const expected = user ? 403 : 401
      const calls = {
        list: client.get(ATTACHMENTS_URL),
        show: client.get(one),
        create: sendAttachment(client, null, 'post', ATTACHMENTS_URL, VALID),
        update: sendAttachment(client, null, 'put', one, { ...VALID, titles: { en: 'Changed' } }),
        delete: client.delete(one).withCsrfToken(),
      }
      for (const [name, call] of Object.entries(calls)) {
        const response = await (user ? call.loginAs(user) : call)
        assert.equal(response.status(), expected, `${name} as ${user ? 'a customer' : 'anonymous'}`)
      }
    }
    const attachment = await Attachment.findOrFail(id)
    assert.equal(attachment.titleEn, 'Guide')
    assert.isNull(attachment.deletedAt)
    assert.equal(
      await Attachment.query()
        .count('* as total')
        .then(([row]) => Number(row.$extras.total)),
      1
    )
    assert.equal(await lastAuditId(), since)
  })

  test('{case}: 422 with the field messages, nothing stored')
    .with<{ case: string; form: AttachmentForm; file: FormFile | null; fields: Record<string, string> }[]>([
      {
        case: 'no title in any language',
        form: { titles: { fr: '', pl: '  ', en: null }, countryCodes: ['DE'] },
        file: A_PDF,
        fields: { 'titles.fr': 'Enter a title in at least one language' },
      },
      {
        case: 'no country',
        form: { titles: { en: 'Guide' }, countryCodes: [] },
        file: A_PDF,
        fields: { countryCodes: 'Choose at least one country' },
      },
      {
        case: 'an unknown country',
        form: { titles: { en: 'Guide' }, countryCodes: ['DE', 'XX', 'QQ'] },
        file: A_PDF,
        fields: { countryCodes: 'Unknown representative country: XX, QQ' },
      },
      {
        case: 'no file, no title, no country',
        form: { titles: {}, countryCodes: [] },
        file: null,
        fields: {
          'titles.fr': 'Enter a title in at least one language',
          countryCodes: 'Choose at least one country',
          file: 'Choose a PDF file.',
        },
      },
      {
        case: 'no file',
        form: VALID,
        file: null,
        fields: { file: 'Choose a PDF file.' },
      },
      {
        case: 'an image named .pdf',
        form: VALID,
        file: { bytes: PNG_BYTES, name: 'scan.pdf' },
        fields: { file: 'The file scan.pdf is not a PDF. Choose a PDF file.' },
      },
      {
        case: 'a PDF named .docx',
        form: VALID,
        file: { bytes: PDF_BYTES, name: 'guide.docx' },
        fields: {
          file: 'The file guide.docx is a PDF but its name does not end in .pdf. Rename it and try again.',
        },
      },
    ])
    .run(async ({ client, assert }, row) => {
      await someCountries('DE')
      const admin = await createAdmin()
      const since = await lastAuditId()

      const response = await sendAttachment(client, admin, 'post', ATTACHMENTS_URL, row.form, row.file)

      response.assertStatus(422)
      const errors: { field: string; message: string }[] = response.body().errors
      assert.deepEqual(Object.fromEntries(errors.map((error) => [error.field, error.message])), row.fields)
      assert.equal(
        await Attachment.query()
          .count('* as total')
          .then(([r]) => Number(r.$extras.total)),
        0
      )
      assert.deepEqual(await storedAttachmentKeys(), [])
      assert.equal(await lastAuditId(), since)
    })

  test('a file over the size limit: 422 on the file, in the language of the call', async ({
    client,
    assert,
  }) => {
    await someCountries('DE')
    const admin = await createAdmin()
    const limits: { maxFileBytes: number } = resourceUploadLimits
    const saved = limits.maxFileBytes
    limits.maxFileBytes = 1_000_000
    try {
      const big = { bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(1_000_001)]), name: 'big.pdf' }
      const response = await sendAttachment(client, admin, 'post', '/fr/api/admin/attachments', VALID, big)

      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [
        { field: 'file', message: 'Le fichier big.pdf est trop volumineux : 1 Mo au maximum.' },
      ])
      assert.deepEqual(await storedAttachmentKeys(), [])
    } finally {
      limits.maxFileBytes = saved
    }
  })

  test('an update is refused like a create, leaves the record and its file alone; unknown id 404', async ({
    client,
    assert,
  }) => {
    await someCountries('DE')
    const admin = await createAdmin()
    const { id } = (await createAttachment(client, admin, VALID)).body()
    const before = await Attachment.findOrFail(id)
    const url = `${ATTACHMENTS_URL}/${id}`

    const noTitle = await sendAttachment(
      client,
      admin,
      'put',
      url,
      { titles: {}, countryCodes: ['DE'] },
      A_PDF
    )
    const notPdf = await sendAttachment(client, admin, 'put', url, VALID, { bytes: PNG_BYTES, name: 'a.pdf' })
    const unknown = await sendAttachment(client, admin, 'put', `${ATTACHMENTS_URL}/999999`, VALID)

    noTitle.assertStatus(422)
    notPdf.assertStatus(422)
    unknown.assertStatus(404)
    const after = await Attachment.findOrFail(id)
    assert.equal(after.fileKey, before.fileKey)
    assert.equal(after.titleEn, 'Guide')
    assert.deepEqual(await storedAttachmentKeys(), [before.fileKey])
  })
})
