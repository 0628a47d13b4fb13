import { test } from '@japa/runner'
import { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import JSZip from 'jszip'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { ensureLink, linkUrl } from '#services/roadside/roadside_links'
import { writePostingPack } from '#services/roadside/roadside_pack'
import { postingFacts } from '#services/roadside/posting_facts'
import PostingDeclaration from '#models/posting_declaration'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { pdfText } from '#tests/helpers/pdf'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { createWorker } from '#tests/functional/workers/worker_fixtures'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { NOT_FOUND, base, get, postedDriver, stored } from '#tests/functional/roadside/roadside_fixtures'

readAsBytes('application/zip')

test.group('Roadside | the pack and the certificate', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test("a driver's pack: his certificate, a cover page, and only the documents valid today", async ({
    client,
    assert,
  }) => {
    const { user, company, worker, documents } = await postedDriver()
    const link = await ensureLink(worker, null)

    const response = await get(client, user!, `${base(company.id)}/worker/${worker.id}/roadsidePack`)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.include(response.header('content-disposition'), 'roadside-pack-Kowalski_Jan_1980-05-14.zip')
    const zip = await JSZip.loadAsync(pdfBytes(response))
    const a1Until = documents.a1.validUntil
    assert.deepEqual(Object.keys(zip.files), [
      '00-certificate.pdf',
      '00-cover.pdf',
      `01-A1-valid-until-${a1Until}.pdf`,
      `02-DRIVING_LICENCE-valid-until-${documents.licence.validUntil}.pdf`,
      '03-WORK_CONTRACT.pdf',
    ])
    // The files are the bytes stored, under readable names; the ended A1 is not in the pack.
    assert.equal(
      await zip.file(`01-A1-valid-until-${a1Until}.pdf`)!.async('string'),
      '%PDF-1.4\n% A1 Kowalski.pdf\n%%EOF\n'
    )
    const certificate = await pdfText(await zip.file('00-certificate.pdf')!.async('nodebuffer'))
    assert.include(certificate, 'Jan Kowalski')
    assert.include(certificate, 'Représentation Test SAS')
    assert.include(certificate, 'Julien Bernard')
    // Its QR code's link, written out: the French page, France being the host country.
    assert.include(certificate, linkUrl(link!, 'fr'))
    // France: French first, then the driver's Polish, then English.
    assert.include(certificate, "Désignation d'un représentant")
    assert.include(certificate, 'Wyznaczenie przedstawiciela')
    assert.include(certificate, 'Designation of a representative')
    const cover = await pdfText(await zip.file('00-cover.pdf')!.async('nodebuffer'))
    assert.include(cover, 'Driver card (tachograph)')
    assert.include(cover, 'MISSING')
    assert.include(cover, `03-WORK_CONTRACT.pdf`)
  })

  test('the certificate is drawn once for its facts and again when one changes', async ({
    client,
    assert,
  }) => {
    const { user, company, worker } = await postedDriver()
    const path = `${base(company.id, 'fr')}/worker/${worker.id}/certificate`
    const listed = async () =>
      (await drive.use().listAll(`certificates/${company.id}/${worker.id}/`, { recursive: true })).objects
    const keys = async () => [...(await listed())].flatMap((object) => (object.isFile ? [object.key] : []))

    const first = await get(client, user!, path)
    const again = await get(client, user!, path)
    const before = await keys()
    await worker.driver.merge({ lastName: 'Kowalski-Nowak' }).save()
    const changed = await get(client, user!, path)

    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'application/pdf')
    assert.deepEqual(pdfBytes(again), pdfBytes(first))
    assert.lengthOf(before, 1)
    assert.include(await pdfText(pdfBytes(changed)), 'Kowalski-Nowak')
    const after = await keys()
    assert.lengthOf(after, 1)
    assert.notEqual(after[0], before[0])
  })

  test("a submitted declaration counts as the posting's declaration, its PDF uploaded or not; a draft does not", async ({
    client,
    assert,
  }) => {
    const { user, company, worker } = await postedDriver()
    await stored(worker, 'Karta kierowcy.pdf', 'DRIVER_CARD', addDays(todayUtc(), 700))
    const declaration = await PostingDeclaration.create({
      workerId: worker.id,
      companyId: company.id,
      countryCode: 'FR',
      startDate: addDays(todayUtc(), -10),
      endDate: addDays(todayUtc(), 150),
      plates: ['WX12345'],
      transportType: 'goods',
      operations: ['international'],
      imiNumber: null,
      workerDocumentId: null,
      status: 'draft',
    })
    assert.deepEqual((await postingFacts(worker)).readiness.missing, ['POSTING_DECLARATION'])

    await declaration.merge({ status: 'submitted', imiNumber: 'IMI-2026-0001' }).save()

    assert.equal((await postingFacts(worker)).readiness.state, 'ready')
    const response = await get(client, user!, `${base(company.id)}/worker/${worker.id}/roadsidePack`)
    const zip = await JSZip.loadAsync(pdfBytes(response))
    const cover = await pdfText(await zip.file('00-cover.pdf')!.async('nodebuffer'))
    assert.notInclude(cover, 'MISSING')
  })

  test("a contract's pack holds one folder per driver", async ({ client, assert }) => {
    const { user, company, contract } = await postedDriver()
    const anna = await createWorker(contract, {
      firstName: 'Anna',
      lastName: 'Żak',
      dateOfBirth: '1990-02-03',
    })
    await stored(anna, 'A1 Żak.pdf', 'A1', addDays(todayUtc(), 60))

    const response = await get(client, user!, `${base(company.id)}/contract/${contract.id}/roadsidePack`)

    response.assertStatus(200)
    const names = Object.keys((await JSZip.loadAsync(pdfBytes(response))).files)
    assert.includeMembers(names, [
      'Kowalski_Jan_1980-05-14/00-certificate.pdf',
      'Kowalski_Jan_1980-05-14/00-cover.pdf',
      'Zak_Anna_1990-02-03/00-certificate.pdf',
      `Zak_Anna_1990-02-03/01-A1-valid-until-${addDays(todayUtc(), 60)}.pdf`,
    ])
  })

  test("another company's driver or contract: 404; anonymous: 401; an admin reaches any", async ({
    client,
  }) => {
    const { company, contract, worker } = await postedDriver()
    const stranger = await createCustomer()
    const admin = await createAdmin()
    const paths = [
      `${base(company.id)}/worker/${worker.id}/roadsidePack`,
      `${base(company.id)}/worker/${worker.id}/certificate`,
      `${base(company.id)}/contract/${contract.id}/roadsidePack`,
      `${base(company.id)}/worker/${worker.id}/roadsideLink`,
    ]

    for (const path of paths) {
      const foreign = await get(client, stranger, path)
      const foreignPath = await get(
        client,
        stranger,
        path.replace(`/company/${company.id}/`, `/company/${stranger.companyId}/`)
      )
      const anonymous = await get(client, null, path)
      const byAdmin = await get(client, admin, path)
      foreign.assertStatus(404)
      foreign.assertBody(NOT_FOUND)
      foreignPath.assertStatus(404)
      anonymous.assertStatus(401)
      byAdmin.assertStatus(200)
    }
  })

  test('a 200-document pack streams: what is read from the storage is written out as it goes', async ({
    assert,
  }) => {
    const { worker } = await postedDriver()
    // 200 documents of 250 KB: 50 MB of files.
    const bytes = Buffer.alloc(250_000, 7)
    for (let index = 0; index < 200; index++) {
      const document = await stored(worker, `Pasek ${index}.pdf`, 'SALARY', null)
      await drive.use().put(document.fileKey, bytes)
    }
    await ensureLink(worker, null)
    // Bytes read from the storage, against bytes the reader has taken: their gap is what the api holds.
    const disk = drive.use()
    const getStream = disk.getStream.bind(disk)
    let read = 0
    disk.getStream = async (key: string) => {
      const stream = await getStream(key)
      stream.on('data', (chunk: Buffer) => (read += chunk.length))
      return stream
    }
    let written = 0
    let widestGap = 0
    // A slow reader: each chunk taken after a pause, as over a mobile network.
    const reader = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length
        widestGap = Math.max(widestGap, read - written)
        setImmediate(done)
      },
    })
    const count = await writePostingPack(reader, worker, 'en')
    // The archive ends the reader once its last bytes went through (as it ends a download's response).
    await finished(reader)

    assert.equal(count, 2 + 203)
    assert.isAbove(read, 50_000_000)
    assert.isAbove(written, read)
    // 50 MB went through without being held: what is ahead of the reader is a few documents at most, the read
    // stream's and the ZIP writer's buffers (measured 1 to 4 MB on a busy machine), never the pack.
    assert.isBelow(widestGap, 8_000_000, `${Math.round(widestGap / 1e6)} MB held at most`)
  }).timeout(120_000)
})
