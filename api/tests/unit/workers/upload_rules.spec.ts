import { test } from '@japa/runner'
import { BusinessException } from '#exceptions/business_exception'
import {
  categoryList,
  checkUploadedFiles,
  checkUploadShape,
  uploadLimits,
} from '#services/workers/upload_rules'
import { sniffFileTypes } from '#services/workers/file_type'
import { PDF_BYTES, PNG_BYTES } from '#tests/unit/workers/file_samples'

function refusal(work: () => unknown) {
  try {
    work()
  } catch (error) {
    if (error instanceof BusinessException) return { key: error.translationKey, status: error.status }
    throw error
  }
  return null
}

const file = (clientName: string, size = 10) => ({ clientName, size })

test.group('Workers | upload rules', () => {
  test('categories arrive as one string or an array', ({ assert }) => {
    assert.deepEqual(categoryList('A1'), ['A1'])
    assert.deepEqual(categoryList(['A1', 'OTHER']), ['A1', 'OTHER'])
    assert.deepEqual(categoryList(undefined), [])
  })

  test('the shape of a call is checked before any file is read', ({ assert }) => {
    assert.deepEqual(
      refusal(() => checkUploadShape([], [])),
      { key: 'workers.upload.noFile', status: 422 }
    )
    const eleven = Array.from({ length: uploadLimits.maxFiles + 1 }, (_, index) => file(`${index}.pdf`))
    assert.deepEqual(
      refusal(() =>
        checkUploadShape(
          eleven,
          eleven.map(() => 'A1')
        )
      ),
      {
        key: 'workers.upload.tooManyFiles',
        status: 422,
      }
    )
    assert.deepEqual(
      refusal(() => checkUploadShape([file('a.pdf'), file('b.pdf')], ['A1'])),
      {
        key: 'workers.upload.categoriesMismatch',
        status: 422,
      }
    )
    assert.deepEqual(
      refusal(() => checkUploadShape([file('a.pdf')], ['PASSPORT'])),
      {
        key: 'workers.upload.unknownCategory',
        status: 422,
      }
    )
    assert.deepEqual(
      refusal(() => checkUploadShape([file('a.pdf', uploadLimits.maxFileBytes + 1)], ['A1'])),
      {
        key: 'workers.upload.tooLarge',
        status: 413,
      }
    )
    assert.isNull(refusal(() => checkUploadShape([file('a.pdf', uploadLimits.maxFileBytes)], ['A1'])))
  })

  test('names: taken, twice in one call, whatever the case', ({ assert }) => {
    const sniffed = (clientName: string, bytes: Buffer) => ({
      clientName,
      tmpPath: `/tmp/upload/${clientName}`,
      size: bytes.length,
      types: sniffFileTypes(bytes),
    })
    const pdf = (clientName: string) => sniffed(clientName, PDF_BYTES)
    assert.deepEqual(
      refusal(() => checkUploadedFiles([pdf('A1.PDF')], ['A1'], ['a1.pdf'])),
      {
        key: 'workers.upload.nameExists',
        status: 400,
      }
    )
    assert.deepEqual(
      refusal(() => checkUploadedFiles([pdf('x/a.pdf'), pdf('y/A.pdf')], ['A1', 'A1'], [])),
      {
        key: 'workers.upload.nameTwice',
        status: 400,
      }
    )
    const checked = checkUploadedFiles([pdf('../a.pdf'), sniffed('b', PNG_BYTES)], ['A1', 'OTHER'], [])
    assert.deepEqual(checked, [
      {
        fileName: 'a.pdf',
        category: 'A1',
        mime: 'application/pdf',
        tmpPath: '/tmp/upload/../a.pdf',
        size: PDF_BYTES.length,
      },
      {
        fileName: 'b',
        category: 'OTHER',
        mime: 'image/png',
        tmpPath: '/tmp/upload/b',
        size: PNG_BYTES.length,
      },
    ])
  })
})
