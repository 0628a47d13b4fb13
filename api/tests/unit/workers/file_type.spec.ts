import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { checkFileType, sniffFile, sniffFileTypes, zipEntryNames } from '#services/workers/file_type'
import {
  CFB_BYTES,
  DOCX_BYTES,
  HEIC_BYTES,
  JPEG_BYTES,
  ODS_BYTES,
  ODT_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  XLSX_BYTES,
  zipOf,
} from '#tests/unit/workers/file_samples'

test.group('Workers | file type sniffer', () => {
  test('{name} is recognised as {mime}')
    .with([
      { name: 'a.pdf', bytes: PDF_BYTES, mime: 'application/pdf' },
      { name: 'a.PNG', bytes: PNG_BYTES, mime: 'image/png' },
      { name: 'a.jpg', bytes: JPEG_BYTES, mime: 'image/jpeg' },
      { name: 'a.jpeg', bytes: JPEG_BYTES, mime: 'image/jpeg' },
      { name: 'a.heic', bytes: HEIC_BYTES, mime: 'image/heic' },
      {
        name: 'a.docx',
        bytes: DOCX_BYTES,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        name: 'a.xlsx',
        bytes: XLSX_BYTES,
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      { name: 'a.odt', bytes: ODT_BYTES, mime: 'application/vnd.oasis.opendocument.text' },
      { name: 'a.ods', bytes: ODS_BYTES, mime: 'application/vnd.oasis.opendocument.spreadsheet' },
      { name: 'a.doc', bytes: CFB_BYTES, mime: 'application/msword' },
      { name: 'a.xls', bytes: CFB_BYTES, mime: 'application/vnd.ms-excel' },
      { name: 'no extension', bytes: PDF_BYTES, mime: 'application/pdf' },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(checkFileType(row.name, sniffFileTypes(row.bytes)), { mime: row.mime })
    })

  test('{name} contradicts its content')
    .with([
      { name: 'photo.pdf', bytes: PNG_BYTES },
      { name: 'scan.png', bytes: PDF_BYTES },
      { name: 'contract.docx', bytes: XLSX_BYTES },
      { name: 'sheet.xls', bytes: DOCX_BYTES },
      { name: 'old.docx', bytes: CFB_BYTES },
      { name: 'a.exe', bytes: PDF_BYTES },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(checkFileType(row.name, sniffFileTypes(row.bytes)), { refusal: 'extensionMismatch' })
    })

  test('content of no accepted type is refused: {label}')
    .with([
      { label: 'plain text', bytes: Buffer.from('hello world') },
      { label: 'empty', bytes: Buffer.alloc(0) },
      { label: 'an executable', bytes: Buffer.from('MZ\x90\x00', 'latin1') },
      { label: 'HTML', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { label: 'a plain ZIP', bytes: zipOf({ 'readme.txt': 'hi' }) },
      {
        label: 'a PowerPoint',
        bytes: zipOf({ '[Content_Types].xml': '<T/>', 'ppt/presentation.xml': '<p/>' }),
      },
      {
        label: 'an OpenDocument drawing',
        bytes: zipOf({ mimetype: 'application/vnd.oasis.opendocument.graphics' }),
      },
      {
        label: 'an MP4 video',
        bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom0000')]),
      },
      { label: 'a truncated ZIP', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]) },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(sniffFileTypes(row.bytes), [])
      assert.deepEqual(checkFileType('file.pdf', sniffFileTypes(row.bytes)), { refusal: 'unsupportedType' })
    })

  test('HEIC brands heix, mif1 and msf1 are images too', ({ assert }) => {
    for (const brand of ['heix', 'mif1', 'msf1']) {
      const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}0000`)])
      assert.deepEqual(checkFileType('photo.HEIC', sniffFileTypes(bytes)), { mime: 'image/heic' })
    }
  })

  test('the ZIP central directory lists the entry names', ({ assert }) => {
    assert.deepEqual(zipEntryNames(DOCX_BYTES), ['[Content_Types].xml', 'word/document.xml'])
    assert.deepEqual(zipEntryNames(PDF_BYTES), [])
  })
})

test.group('Workers | file type sniffer on a file', (group) => {
  let folder: string
  group.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pw-sniff-'))
    return () => rm(folder, { recursive: true, force: true })
  })

  async function sniffWritten(name: string, bytes: Buffer) {
    const path = join(folder, name)
    await writeFile(path, bytes)
    return sniffFile(path)
  }

  test('a file reads as its bytes do: {label}')
    .with([
      { label: 'PDF', bytes: PDF_BYTES },
      { label: 'PNG', bytes: PNG_BYTES },
      { label: 'legacy Office', bytes: CFB_BYTES },
      { label: 'DOCX', bytes: DOCX_BYTES },
      { label: 'XLSX', bytes: XLSX_BYTES },
      { label: 'ODT', bytes: ODT_BYTES },
      { label: 'a plain ZIP', bytes: zipOf({ 'readme.txt': 'hi' }) },
      { label: 'a truncated ZIP', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]) },
      { label: 'empty', bytes: Buffer.alloc(0) },
    ])
    .run(async ({ assert }, row) => {
      assert.deepEqual(await sniffWritten(row.label, row.bytes), sniffFileTypes(row.bytes))
    })

  test('a large document is recognised from its ends: the central directory past several MB of content', async ({
    assert,
  }) => {
    const content = Buffer.alloc(3_000_000, 'x').toString()
    const docx = zipOf({
      '[Content_Types].xml': '<Types/>',
      'media/big.bin': content,
      'word/document.xml': '<w/>',
    })
    assert.deepEqual(
      (await sniffWritten('big.docx', docx)).map((type) => type.mime),
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document']
    )
    const spreadsheet = zipOf({
      'media/big.bin': content,
      '[Content_Types].xml': '<T/>',
      'xl/workbook.xml': '<w/>',
    })
    assert.deepEqual(
      (await sniffWritten('big.xlsx', spreadsheet)).map((type) => type.mime),
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']
    )
  })
})
