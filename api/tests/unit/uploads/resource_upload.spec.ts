import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { BusinessException } from '#exceptions/business_exception'
import { checkPdf, parseInputPart, resourceUploadLimits } from '#services/uploads/resource_upload'
import { PDF_BYTES, PNG_BYTES, zipOf } from '#tests/unit/workers/file_samples'

async function refusal(work: () => unknown) {
  try {
    await work()
  } catch (error) {
    if (error instanceof BusinessException) {
      return { key: error.translationKey, status: error.status, field: error.options.field }
    }
    throw error
  }
  return null
}

test.group('Uploads | a back-office resource PDF', (group) => {
  let folder = ''
  group.each.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pw-test-'))
    return () => rm(folder, { recursive: true, force: true })
  })

  const received = async (clientName: string, bytes: Buffer, size = bytes.length) => {
    const tmpPath = join(folder, `${Math.random()}`)
    await writeFile(tmpPath, bytes)
    return { clientName, size, tmpPath }
  }

  test('a PDF named .pdf is kept under its cleaned name', async ({ assert }) => {
    const file = await received('../../CGV Łódź.pdf', PDF_BYTES)
    const pdf = await checkPdf(file, 'termsOfSalesPl')
    assert.deepEqual(pdf, { fileName: 'CGV Łódź.pdf', size: PDF_BYTES.length, tmpPath: file.tmpPath })
  })

  test('{case} is refused with {key} on its field')
    .with([
      { case: 'an image named .pdf', name: 'scan.pdf', bytes: PNG_BYTES, key: 'uploads.notPdf' },
      {
        case: 'a Word document',
        name: 'terms.docx',
        bytes: zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }),
        key: 'uploads.notPdf',
      },
      { case: 'an empty file', name: 'empty.pdf', bytes: Buffer.alloc(0), key: 'uploads.notPdf' },
      { case: 'a PDF named .docx', name: 'terms.docx', bytes: PDF_BYTES, key: 'uploads.pdfExtension' },
      { case: 'a PDF without extension', name: 'terms', bytes: PDF_BYTES, key: 'uploads.pdfExtension' },
      { case: 'a file without a usable name', name: '../', bytes: PDF_BYTES, key: 'uploads.invalidName' },
    ])
    .run(async ({ assert }, row) => {
      const file = await received(row.name, row.bytes)
      assert.deepEqual(await refusal(() => checkPdf(file, 'file')), {
        key: row.key,
        status: 422,
        field: 'file',
      })
    })

  test('a file over the limit is refused before its content is read', async ({ assert }) => {
    const file = await received('big.pdf', PDF_BYTES, resourceUploadLimits.maxFileBytes + 1)
    assert.deepEqual(await refusal(() => checkPdf(file, 'file')), {
      key: 'uploads.tooLarge',
      status: 422,
      field: 'file',
    })
  })
})

test.group('Uploads | the input part', () => {
  test('JSON text or an object gives the record', ({ assert }) => {
    assert.deepEqual(parseInputPart('{"name":"Belgique","isActive":true}'), {
      name: 'Belgique',
      isActive: true,
    })
    assert.deepEqual(parseInputPart({ name: 'Belgique' }), { name: 'Belgique' })
    assert.deepEqual(parseInputPart(undefined), {})
  })

  test('{$self} is refused with 422')
    .with(['not json', '[1,2]', '"text"', '42', '{"name":"\\ud800"}'])
    .run(async ({ assert }, raw) => {
      assert.deepEqual(await refusal(() => parseInputPart(raw)), {
        key: 'uploads.invalidInput',
        status: 422,
        field: undefined,
      })
    })
})
