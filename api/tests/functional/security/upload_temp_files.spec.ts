import { test } from '@japa/runner'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'
import { base, createWorker, customerWithContract, upload } from '#tests/functional/workers/worker_fixtures'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  ATTACHMENTS_URL,
  createAttachment,
  sendAttachment,
  someCountries,
} from '#tests/functional/back_office/attachment_fixtures'
import {
  BOTH_TERMS,
  countryInput,
  PNG_BYTES,
  sendCountry,
} from '#tests/functional/back_office/settings_fixtures'

/** A multipart POST with a PDF part, optionally signed in and with the CSRF token. */
function multipart(client: ApiClient, path: string, options: { user?: User; csrf?: boolean } = {}) {
  let request = client.post(path).file('files', PDF_BYTES, { filename: 'A1.pdf' }).field('categories', 'A1')
  if (options.csrf !== false) request = request.withCsrfToken()
  return options.user ? request.loginAs(options.user) : request
}

async function uploadPath() {
  const { user, company, contract } = await customerWithContract()
  const worker = await createWorker(contract)
  return { user, path: `${base(company.id)}/worker/${worker.id}/documents/upload` }
}

/**
 * Temporary files go to os.tmpdir(), which follows TMPDIR: each test points it at a fresh folder and expects it
 * empty afterwards, whatever the answer.
 */
/** Points the temporary folder of each test of `group` at a fresh folder, returned by `folder()`. */
function watchTemporaryFiles(group: Parameters<Parameters<typeof test.group>[1]>[0]) {
  let watched = ''
  group.each.setup(async () => {
    drive.fake()
    const saved = process.env.TMPDIR
    watched = await mkdtemp(join(tmpdir(), 'pw-watched-'))
    process.env.TMPDIR = watched
    return async () => {
      if (saved === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = saved
      await rm(watched, { recursive: true, force: true })
      drive.restore()
    }
  })
  return () => watched
}

test.group('Security | uploads leave no temporary file', (group) => {
  isolateEachTest(group)
  const folder = watchTemporaryFiles(group)

  test('an anonymous upload answers 401 and stores nothing', async ({ client, assert }) => {
    const { path } = await uploadPath()

    const response = await multipart(client, path)

    response.assertStatus(401)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('multipart sent to a route that takes no files stores nothing', async ({ client, assert }) => {
    const response = await multipart(client, '/en/api/auth/login')

    response.assertStatus(422)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('an upload without the CSRF token answers 403 and stores nothing', async ({ client, assert }) => {
    const { user, path } = await uploadPath()

    const response = await multipart(client, path, { user, csrf: false })

    response.assertStatus(403)
    assert.deepEqual(await readdir(folder()), [])
  })

  test("an upload to another company's worker answers 404 and stores nothing", async ({ client, assert }) => {
    const { user } = await uploadPath()
    const { path } = await uploadPath()

    const response = await multipart(client, path, { user })

    response.assertStatus(404)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('a refused file (content of no accepted type) leaves nothing', async ({ client, assert }) => {
    const { user, path } = await uploadPath()

    const response = await upload(client, user, path, [
      { name: 'notes.pdf', bytes: Buffer.from('plain text') },
    ])

    response.assertStatus(422)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('a body over the route limit answers 413 and leaves nothing', async ({ client, assert }) => {
    const { user, path } = await uploadPath()
    const big = Buffer.alloc(11 * 10_000_000 + 1_000_000, 0x41)

    const response = await upload(client, user, path, [{ name: 'huge.pdf', bytes: big }])

    response.assertStatus(413)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('a successful upload leaves nothing; while it runs its files are private (0600 in a 0700 folder)', async ({
    client,
    assert,
  }) => {
    const { user, path } = await uploadPath()
    const modes: number[] = []
    const spy = setInterval(async () => {
      for (const name of await readdir(folder()).catch(() => [])) {
        const folderPath = join(folder(), name)
        modes.push((await stat(folderPath).catch(() => ({ mode: 0 }))).mode & 0o777)
        for (const file of await readdir(folderPath).catch(() => [])) {
          modes.push((await stat(join(folderPath, file)).catch(() => ({ mode: 0 }))).mode & 0o777)
        }
      }
    }, 1)

    const response = await upload(client, user, path, [{ name: 'A1.pdf', bytes: PDF_BYTES }])
    clearInterval(spy)

    response.assertStatus(200)
    assert.deepEqual(await readdir(folder()), [])
    assert.isTrue(
      modes.filter((mode) => mode !== 0).every((mode) => mode === 0o700 || mode === 0o600),
      `modes seen: ${modes.map((mode) => mode.toString(8)).join(', ')}`
    )
  })
})

test.group('Security | back-office uploads leave no temporary file', (group) => {
  isolateEachTest(group)
  const folder = watchTemporaryFiles(group)

  test('a customer sending a file to the back-office answers 403 and stores nothing', async ({
    client,
    assert,
  }) => {
    const customer = await createCustomer()

    const response = await sendAttachment(client, customer, 'post', ATTACHMENTS_URL, {
      titles: { en: 'x' },
    })

    response.assertStatus(403)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('a refused terms of sale (an image) leaves nothing', async ({ client, assert }) => {
    const admin = await createAdmin()

    const response = await sendCountry(client, admin, {
      input: countryInput(),
      files: [BOTH_TERMS[0], { field: 'termsOfSalesPl', bytes: PNG_BYTES, name: 'ows.pdf' }],
    })

    response.assertStatus(422)
    assert.deepEqual(await readdir(folder()), [])
  })

  test('a stored attachment leaves nothing', async ({ client, assert }) => {
    const admin = await createAdmin()
    await someCountries('DE')

    const response = await createAttachment(client, admin, { titles: { en: 'Guide' }, countryCodes: ['DE'] })

    response.assertStatus(201)
    assert.deepEqual(await readdir(folder()), [])
  })
})
